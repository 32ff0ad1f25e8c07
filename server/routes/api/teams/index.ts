import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationsRoute } from './invitations';

/** `/api/v1/teams/*`: invitations to a client's or a referrer's team (the rest syncs as mutations). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationsRoute);
};
