import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimTrialProjectHook } from '../../../trial/claim-trial-project';
import { trialCatalogueRoutes } from './catalogue';
import { trialProjectsRoutes } from './projects';

/** `/api/v1/trial/*`: trial mode (no login), and the sign-up step that carries a draft over. */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.signupHooks.push(
    claimTrialProjectHook(app.log, {
      rentMonths: app.config.rentMonths,
      vatRateBp: app.config.vatRateBp,
    }),
  );
  await app.register(trialProjectsRoutes);
  await app.register(trialCatalogueRoutes);
};
