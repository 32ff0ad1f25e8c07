import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ssoClientKeys, ssoPartnersSchema } from '../../../../../src/domain/auth/sso.schema';

/** The configured partners, by name, for the login screen's organisation picker. */
export const ssoPartnersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: ssoPartnersSchema } } }, async () =>
    ssoClientKeys.flatMap((key) => {
      const partner = app.config.sso.partners[key];
      return partner === undefined ? [] : [{ key, name: partner.name }];
    }),
  );
};
