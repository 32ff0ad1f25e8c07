import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erpLineStatesSchema } from '../../../../src/domain/outbox/erp-line-states.schema';
import { purchaseOrders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { requireAdmin } from '../require-admin';

/**
 * `GET /api/v1/erp/projects/:projectId/line-states` (admins): the stock state of each line of the
 * project's latest purchase order, read from the ERP now (the availability step's refresh). A read
 * changes nothing outside, so it is asked directly rather than through the outbox.
 */
export const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId/line-states',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ projectId: z.uuid() }), response: { 200: erpLineStatesSchema } },
    },
    async (request) => {
      if (app.erp === null) throw new AppError(503, 'erp/not_configured');
      const [latest] = await app.db
        .select({ data: purchaseOrders.data })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.projectId, request.params.projectId), isNull(purchaseOrders.deletedAt)))
        .orderBy(desc(sql`(${purchaseOrders.data}->>'number')::int`))
        .limit(1);
      if (latest === undefined) throw notFound();
      const order = latest.data;
      const lines = await app.erp
        .lineStates(
          order.projectId,
          order.lines.map((line) => ({ lineId: line.lineId, sku: line.sku, quantity: line.quantity })),
        )
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'the ERP did not answer a stock read');
          throw new AppError(502, 'erp/unreachable');
        });
      return { purchaseOrderId: order.id, refreshedAt: app.clock().toISOString(), lines };
    },
  );
};
