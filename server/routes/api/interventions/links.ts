import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  installerLinkCreatedSchema,
  installerLinkListSchema,
  installerLinkParamsSchema,
  purchaseOrderParamsSchema,
} from '../../../../src/domain/interventions/installer-link.schema';
import { notFound } from '../../../http/app-error';
import {
  createInstallerLink,
  listInstallerLinks,
  revokeInstallerLink,
} from '../../../interventions/installer-links';
import { authOf } from '../../../plugins/auth';
import { purchaseOrderOr404 } from './purchase-order';
import { requireAdmin } from '../require-admin';

/** `/api/v1/interventions/{purchaseOrderId}/links`: installation links, admin only. */
export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:purchaseOrderId/links',
    {
      preValidation: requireAdmin,
      schema: { params: purchaseOrderParamsSchema, response: { 201: installerLinkCreatedSchema } },
    },
    async (request, reply) => {
      const { purchaseOrderId } = request.params;
      await purchaseOrderOr404(app.db, purchaseOrderId);
      const link = await createInstallerLink(app.db, purchaseOrderId, authOf(request).user.id, app.clock());
      return reply.code(201).send({
        id: link.id,
        url: `${app.config.publicUrl}/install/${purchaseOrderId}/${link.token}`,
        token: link.token,
        expiresAt: link.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/:purchaseOrderId/links',
    {
      preValidation: requireAdmin,
      schema: { params: purchaseOrderParamsSchema, response: { 200: installerLinkListSchema } },
    },
    async (request) => {
      const { purchaseOrderId } = request.params;
      await purchaseOrderOr404(app.db, purchaseOrderId);
      return { links: await listInstallerLinks(app.db, purchaseOrderId, app.clock()) };
    },
  );

  app.delete(
    '/:purchaseOrderId/links/:linkId',
    { preValidation: requireAdmin, schema: { params: installerLinkParamsSchema } },
    async (request, reply) => {
      const { purchaseOrderId, linkId } = request.params;
      if (!(await revokeInstallerLink(app.db, purchaseOrderId, linkId, app.clock()))) throw notFound();
      return reply.code(204).send();
    },
  );
};
