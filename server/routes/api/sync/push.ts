import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushRequestSchema, pushResponseSchema } from '../../../../src/domain/sync/protocol.schema';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';
import { push } from '../../../sync/push';
import { checkProtocolVersion } from './protocol-version';

export const pushRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/push',
    { preHandler: requireUser, schema: { body: pushRequestSchema, response: { 200: pushResponseSchema } } },
    async (request) => {
      checkProtocolVersion(request.body.protocolVersion);
      const auth = authOf(request);
      return push(
        { db: app.db, actor: actorOf(auth), userId: auth.principal.userId, clock: app.clock },
        request.body,
      );
    },
  );
};
