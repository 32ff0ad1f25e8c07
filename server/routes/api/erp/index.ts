import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erpLineStatesSchema } from '../../../../src/domain/outbox/erp-line-states.schema';
import { AppError, notFound } from '../../../http/app-error';
import {
  ErpReadFailed,
  latestPurchaseOrder,
  refreshLineStates,
} from '../../../integrations/erp/refresh-line-states';
import { actorOf, authOf } from '../../../plugins/auth';
import { requireAdmin } from '../require-admin';

/**
 * `POST /api/v1/erp/projects/:projectId/refresh` (admins): the availability step's refresh. Reads
 * the stock state of each line of the project's latest purchase order from the ERP now, and stores
 * it on the lines (every device sees it at its next pull). A read changes nothing outside, so it is
 * asked directly rather than through the outbox.
 */
export const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projects/:projectId/refresh',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ projectId: z.uuid() }), response: { 200: erpLineStatesSchema } },
    },
    async (request) => {
      const erp = app.erp;
      if (erp === null) throw new AppError(503, 'erp/not_configured');
      const order = await latestPurchaseOrder(app.db, request.params.projectId);
      if (order === undefined) throw notFound();
      if (order.mode === 'withoutErp') throw new AppError(409, 'erp/not_registered');
      return refreshLineStates(
        { db: app.db, erp, now: app.clock(), actor: actorOf(authOf(request)) },
        order,
      ).catch((error: unknown) => {
        if (!(error instanceof ErpReadFailed)) throw error;
        request.log.warn({ err: error.cause }, error.message);
        throw new AppError(502, 'erp/unreachable');
      });
    },
  );
};
