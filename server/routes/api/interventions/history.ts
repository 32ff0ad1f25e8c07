import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardHistoryListSchema } from '../../../../src/domain/interventions/card-history.schema';
import { purchaseOrderParamsSchema } from '../../../../src/domain/interventions/installer-link.schema';
import { listCardHistory } from '../../../interventions/card-history';
import { purchaseOrderOr404 } from './purchase-order';
import { requireAdmin } from '../require-admin';

/** `GET /api/v1/interventions/{purchaseOrderId}/history` (admin): card changes, newest first. */
export const historyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:purchaseOrderId/history',
    {
      preValidation: requireAdmin,
      schema: { params: purchaseOrderParamsSchema, response: { 200: cardHistoryListSchema } },
    },
    async (request) => {
      const { purchaseOrderId } = request.params;
      await purchaseOrderOr404(app.db, purchaseOrderId);
      return { entries: await listCardHistory(app.db, purchaseOrderId) };
    },
  );
};
