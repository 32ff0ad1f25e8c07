import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createChangeFeed } from '../../../sync/change-feed';
import { eventsRoute } from './events';
import { pullRoute } from './pull';
import { pushRoute } from './push';

/** `/api/v1/sync/*`: push, pull and the server-sent nudges. docs/sync-protocol.md has the wire format. */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = await createChangeFeed(app.db, app.log);
  app.addHook('onClose', async () => feed.close());
  await app.register(pushRoute);
  await app.register(pullRoute);
  await app.register(eventsRoute(feed));
};
