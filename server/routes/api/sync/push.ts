import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushRequestSchema, pushResponseSchema } from '../../../../src/domain/sync/protocol.schema';
import { withCardHistory } from '../../../interventions/card-history';
import { requireUserOrInstaller, syncCallerOf } from '../../../interventions/installer-auth';
import { push } from '../../../sync/push';
import { checkProtocolVersion } from './protocol-version';

export const pushRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/push',
    {
      preValidation: requireUserOrInstaller,
      schema: { body: pushRequestSchema, response: { 200: pushResponseSchema } },
    },
    async (request) => {
      checkProtocolVersion(request.body.protocolVersion);
      const { actor, ownerId } = syncCallerOf(request);
      const clientId = request.body.clientID;
      return push(
        {
          db: app.db,
          actor,
          userId: ownerId,
          clock: app.clock,
          around: (serverTx, sqlTx, mutation) =>
            withCardHistory(serverTx, sqlTx, { clientId, deviceTime: mutation.createdAt }),
        },
        request.body,
      );
    },
  );
};
