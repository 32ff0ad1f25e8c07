import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leadParamsSchema,
  leadPurchaseOrderSchema,
} from '../../../../src/domain/leads/lead-purchase-order.schema';
import { roomKindNames } from '../../../i18n/room-kind-names';
import { readLeadPurchaseOrder } from '../../../leads/lead-purchase-order';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';

/** `/api/v1/leads/*`: what a lead became, for the referrer who brought it. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:leadId/purchase-order',
    {
      preValidation: requireUser,
      schema: { params: leadParamsSchema, response: { 200: leadPurchaseOrderSchema } },
    },
    async (request) =>
      readLeadPurchaseOrder(
        app.db,
        actorOf(authOf(request)),
        request.params.leadId,
        roomKindNames(request.language),
      ),
  );
};
