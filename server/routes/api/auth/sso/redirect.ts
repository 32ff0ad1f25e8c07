import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath } from '../../../../../src/domain/access';
import { ssoErrorParam } from '../../../../../src/domain/auth/sso.schema';
import {
  authorizationUrl,
  discoverProvider,
  newSsoSecrets,
  ssoRedirectUri,
} from '../../../../auth/sso/oidc-client';
import { setStateCookie } from '../../../../auth/sso/sso-cookies';
import { startSsoLogin } from '../../../../auth/sso/sso-logins';
import { isSecure, ssoClientParamsSchema, ssoPartnerOf, ssoReturnLocation } from './sso-partner';

/**
 * `GET auth/sso/{client}/redirect[?next=/path]`: a browser navigation that starts a sign-in and
 * sends the browser to the partner's provider. A provider that cannot be reached sends it back to
 * the app's page with the error, and the cause goes to the log.
 */
export const ssoRedirectRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:client/redirect',
    {
      schema: {
        params: ssoClientParamsSchema,
        querystring: z.object({ next: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const { config, db, clock } = app;
      const partner = ssoPartnerOf(config, request.params.client);
      const now = clock();
      let location: URL;
      const secrets = newSsoSecrets();
      try {
        const provider = await discoverProvider(partner, config.sso, now);
        location = await authorizationUrl(provider, ssoRedirectUri(config.publicUrl, partner.key), secrets);
      } catch (error) {
        request.log.warn(
          { err: error, ssoClient: partner.key },
          'single sign-on: the provider could not be reached',
        );
        return reply.redirect(ssoReturnLocation(partner, { [ssoErrorParam]: 'sso/failed' }));
      }
      await startSsoLogin(db, partner.key, secrets, safeReturnPath(request.query.next), now);
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', setStateCookie(partner.key, secrets.state, isSecure(config)))
        .redirect(location.href);
    },
  );
};
