import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeSession } from '../../../auth/sessions';
import { authOf, requireUser } from '../../../plugins/auth';

/** Ends the session of the token used for this request; other devices stay signed in. */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/logout', { preValidation: requireUser }, async (request, reply) => {
    await revokeSession(app.db, authOf(request).sessionId, app.clock());
    return reply.code(204).send();
  });
};
