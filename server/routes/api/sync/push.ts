import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushRequestSchema, pushResponseSchema } from '../../../../src/domain/sync/protocol.schema';
import { withCardHistory } from '../../../interventions/card-history';
import { requireUserOrInstaller, syncCallerOf } from '../../../interventions/installer-auth';
import { withOutbox } from '../../../outbox/with-outbox';
import { withBusinessSettings } from '../../../projects/business-settings';
import { withQuoteNumber } from '../../../projects/quote-numbers';
import { push } from '../../../sync/push';
import { recordQueueAge } from '../../../sync/sync-clients';
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
      const { oldestPendingAt } = request.body;
      const now = app.clock().toISOString();
      await recordQueueAge(app.db, { clientId, ownerId, oldestPendingAt, now, reached: false });
      const outboxOptions = { chatLanguage: app.config.outbox.chatLanguage };
      const response = await push(
        {
          db: app.db,
          actor,
          userId: ownerId,
          clock: app.clock,
          around: (serverTx, sqlTx, mutation) =>
            withOutbox(
              withQuoteNumber(
                withCardHistory(
                  withBusinessSettings(serverTx, {
                    rentMonths: app.config.rentMonths,
                    vatRateBp: app.config.vatRateBp,
                  }),
                  sqlTx,
                  { clientId, deviceTime: mutation.createdAt },
                ),
                sqlTx,
                mutation,
              ),
              sqlTx,
              mutation,
              outboxOptions,
            ),
        },
        request.body,
      );
      // Committed: what the batch enqueued goes out now rather than at the next poll.
      app.outbox.wake();
      return response;
    },
  );
};
