import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../../../src/domain/auth/auth.schema';
import { toCurrentUser } from '../../../auth/users';
import { authOf, requireUser } from '../../../plugins/auth';

export const meRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { preValidation: requireUser, schema: { response: { 200: currentUserSchema } } },
    async (request) => toCurrentUser(app.db, authOf(request).user),
  );
};
