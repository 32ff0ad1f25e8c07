import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canSeeClient, isAdmin } from '../../../../src/domain/access';
import {
  clientImageMaxBytes,
  clientImageParamsSchema,
  clientImagePath,
  clientImageUploadParamsSchema,
  clientImageUploadedSchema,
} from '../../../../src/domain/organisations/client-image.schema';
import { uuidv7 } from '../../../../src/domain/ids';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';
import { clientImageFileKey } from '../../../storage/file-store';
import { sniffImageType } from '../../../storage/image-type';

/**
 * `/api/v1/client-images/{clientId}[/{imageId}]`: a client's logo and onboarding pictures. The
 * office uploads them (resized by its browser first); the client row then names the path through
 * the `clientUpdate` mutation. Whoever receives the client's row may read its pictures.
 */
export const clientImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Raw bytes whatever the type claimed: the signature decides.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: clientImageMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/:clientId',
    {
      preValidation: requireUser,
      bodyLimit: clientImageMaxBytes,
      schema: { params: clientImageUploadParamsSchema, response: { 201: clientImageUploadedSchema } },
    },
    async (request, reply) => {
      if (!isAdmin(actorOf(authOf(request)))) throw forbidden();
      const bytes = request.body;
      const type = Buffer.isBuffer(bytes) ? sniffImageType(bytes) : null;
      if (!Buffer.isBuffer(bytes) || type === null) throw new AppError(415, 'attachment/unsupported_type');
      const { clientId } = request.params;
      const imageId = uuidv7(app.clock().getTime());
      await app.files.put(clientImageFileKey(clientId, imageId), bytes, type);
      return reply.code(201).send({ path: clientImagePath(clientId, imageId) });
    },
  );

  app.get(
    '/:clientId/:imageId',
    { preValidation: requireUser, schema: { params: clientImageParamsSchema } },
    async (request, reply) => {
      const { clientId, imageId } = request.params;
      if (!canSeeClient(actorOf(authOf(request)), { id: clientId })) throw forbidden();
      const image = await app.files.read(clientImageFileKey(clientId, imageId));
      if (image === undefined) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.body);
    },
  );
};
