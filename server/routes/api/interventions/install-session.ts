import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installSessionSchema } from '../../../../src/domain/interventions/installer-link.schema';
import { requireInstaller } from '../../../interventions/installer-auth';
import { unauthenticated } from '../../../http/app-error';
import { purchaseOrderOr404 } from './purchase-order';

/** `GET /api/v1/interventions/install-session`: the installer page's first check of its link. */
export const installSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/install-session',
    { preValidation: requireInstaller, schema: { response: { 200: installSessionSchema } } },
    async (request) => {
      const installer = request.installer;
      if (installer === null) throw unauthenticated();
      const project = await purchaseOrderOr404(app.db, installer.purchaseOrderId);
      return {
        purchaseOrderId: installer.purchaseOrderId,
        linkId: installer.linkId,
        expiresAt: installer.expiresAt.toISOString(),
        projectName: project.name,
      };
    },
  );
};
