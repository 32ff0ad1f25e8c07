import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRoute } from './export';

/** `/api/v1/purchases/*`: the accounting export (the page reads the synced rows). */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(exportRoute);
};
