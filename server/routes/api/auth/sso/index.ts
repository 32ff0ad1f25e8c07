import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ssoCallbackRoute } from './callback';
import { ssoPartnersRoute } from './partners';
import { ssoRedirectRoute } from './redirect';
import { ssoSessionRoute } from './session';

/** `/api/v1/auth/sso/*`: single sign-on of the partner organisations over OpenID Connect. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ssoPartnersRoute);
  await app.register(ssoRedirectRoute);
  await app.register(ssoCallbackRoute);
  await app.register(ssoSessionRoute);
};
