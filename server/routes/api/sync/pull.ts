import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pullRequestSchema } from '../../../../src/domain/sync/protocol.schema';
import { requireUserOrInstaller, syncCallerOf } from '../../../interventions/installer-auth';
import { pull } from '../../../sync/pull';
import { checkProtocolVersion } from './protocol-version';

export const pullRoute: FastifyPluginAsyncZod = async (app) => {
  // No response schema: pages hold thousands of rows and are built from validated rows already.
  app.post(
    '/pull',
    { preHandler: requireUserOrInstaller, schema: { body: pullRequestSchema } },
    async (request) => {
      checkProtocolVersion(request.body.protocolVersion);
      const { actor, ownerId } = syncCallerOf(request);
      const now = app.clock().toISOString();
      return pull({ db: app.db, actor, userId: ownerId, now }, request.body);
    },
  );
};
