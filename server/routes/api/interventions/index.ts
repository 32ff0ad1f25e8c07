import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { furnitureImagesRoute } from './furniture-images';
import { historyRoute } from './history';
import { installSessionRoute } from './install-session';
import { linksRoutes } from './links';

/** `/api/v1/interventions/*`: installation links, the installer's session check and image copies, card history. */
export const interventionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(linksRoutes);
  await app.register(historyRoute);
  await app.register(installSessionRoute);
  await app.register(furnitureImagesRoute);
};
