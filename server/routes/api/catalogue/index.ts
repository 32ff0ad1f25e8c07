import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueConfigRoute } from './config';
import { prefillRoute } from './prefill';

/** `/api/v1/catalogue/*`: the catalogue's few calls besides sync (its rows travel by sync). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueConfigRoute);
  await app.register(prefillRoute);
};
