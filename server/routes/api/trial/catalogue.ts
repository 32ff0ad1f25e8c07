import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trialCatalogueSchema } from '../../../../src/domain/trial/trial-catalogue.schema';
import { trialCatalogue } from '../../../trial/trial-catalogue';

/**
 * `/api/v1/trial/catalogue`: what a visitor may quote, without an account. Public and read-only;
 * the global request limit applies as anywhere. The ETag lets the browser revalidate for a 304
 * instead of downloading the whole catalogue again on each visit.
 */
export const trialCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue',
    { schema: { response: { 200: trialCatalogueSchema, 304: z.null() } } },
    async (request, reply) => {
      const catalogue = await trialCatalogue(app.db);
      const etag = `"${createHash('sha256').update(JSON.stringify(catalogue)).digest('base64url')}"`;
      // Public: the same for every visitor. no-cache: reused only after asking, so an edit shows at once.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return catalogue;
    },
  );
};
