import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interventionWorkRefusal } from '../../../../src/domain/access';
import {
  imageCopiesContentType,
  imageCopiesRequestSchema,
} from '../../../../src/domain/interventions/image-copies.schema';
import { notFound, unauthenticated } from '../../../http/app-error';
import { purchaseOrderImages, streamImageCopies } from '../../../interventions/image-copies';
import { installerActor, requireInstaller } from '../../../interventions/installer-auth';

/**
 * `POST /api/v1/interventions/furniture-images` (installer): copies of the purchase order's
 * furniture images for the phone's service worker (src/domain/interventions/image-copies.schema.ts).
 * Security: only addresses the order's own furniture shows are fetched, guarded as the pre-fill's
 * pages are (public addresses only, or the image origins the config lists, as its CSP does).
 */
export const furnitureImagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/furniture-images',
    { preValidation: requireInstaller, schema: { body: imageCopiesRequestSchema } },
    async (request, reply) => {
      const installer = request.installer;
      if (installer === null) throw unauthenticated();
      if (interventionWorkRefusal(installerActor(installer), installer.purchaseOrderId) !== null)
        throw notFound();
      const shown = await purchaseOrderImages(app.db, installer.purchaseOrderId);
      const stream = streamImageCopies(
        request.body.urls,
        shown,
        { imageOrigins: app.config.imageOrigins, allowPrivateHosts: app.config.prefill.allowPrivateHosts },
        request.log,
      );
      return reply.type(imageCopiesContentType).header('cache-control', 'no-store').send(stream);
    },
  );
};
