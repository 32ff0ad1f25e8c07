import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pullRequestSchema } from '../../../../src/domain/sync/protocol.schema';
import { requireUserOrInstaller, syncCallerOf } from '../../../interventions/installer-auth';
import { createPageStatements, pull, pullPageJson } from '../../../sync/pull';
import { recordQueueAge } from '../../../sync/sync-clients';
import { checkProtocolVersion } from './protocol-version';

export const pullRoute: FastifyPluginAsyncZod = async (app) => {
  const pages = createPageStatements(app.db);
  // No response schema: pages hold thousands of rows, stored valid, and arrive as JSON text already.
  app.post(
    '/pull',
    { preValidation: requireUserOrInstaller, schema: { body: pullRequestSchema } },
    async (request, reply) => {
      checkProtocolVersion(request.body.protocolVersion);
      const { actor, ownerId } = syncCallerOf(request);
      const now = app.clock().toISOString();
      const { clientID: clientId, oldestPendingAt } = request.body;
      await recordQueueAge(app.db, { clientId, ownerId, oldestPendingAt, now, reached: true });
      const page = await pull({ db: app.db, pages, actor, userId: ownerId, now }, request.body);
      return reply.type('application/json; charset=utf-8').send(pullPageJson(page));
    },
  );
};
