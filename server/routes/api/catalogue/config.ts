import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueConfigSchema } from '../../../../src/domain/catalogue/catalogue-config.schema';
import { requireUser } from '../../../plugins/auth';

/** `GET /catalogue/config`: the business settings the screens need (the export's longest period too); the PWA caches it. */
export const catalogueConfigRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    { preValidation: requireUser, schema: { response: { 200: catalogueConfigSchema } } },
    async () => ({
      erpProductUrlTemplates: app.config.erpProductUrlTemplates,
      vatRateBp: app.config.vatRateBp,
      rentMonths: app.config.rentMonths,
      exportMaxDays: app.config.exportMaxDays,
    }),
  );
};
