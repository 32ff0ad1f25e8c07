import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ssoErrorParam,
  ssoNextParam,
  ssoResultParam,
  ssoSignedIn,
} from '../../../../../src/domain/auth/sso.schema';
import { createSession } from '../../../../auth/sessions';
import { completeAuthorization, discoverProvider, ssoRedirectUri } from '../../../../auth/sso/oidc-client';
import { SsoFailure, ssoUser } from '../../../../auth/sso/sso-accounts';
import { clearStateCookie, readStateCookie, setSessionCookie } from '../../../../auth/sso/sso-cookies';
import { takeSsoLogin } from '../../../../auth/sso/sso-logins';
import { isSecure, ssoClientParamsSchema, ssoPartnerOf, ssoReturnLocation } from './sso-partner';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `GET auth/sso/{client}/login/`: where the provider sends the browser back. Signs the person in
 * with an ordinary Fitout session and returns to the app's page, which claims it; any refusal
 * returns there with the error's code, and the cause goes to the log for the office.
 */
export const ssoCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:client/login/',
    {
      schema: {
        params: ssoClientParamsSchema,
        querystring: z.object({
          state: z.string().max(500).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { config, db, clock } = app;
      const partner = ssoPartnerOf(config, request.params.client);
      const secure = isSecure(config);
      const cookies = [clearStateCookie(partner.key, secure)];
      const now = clock();
      try {
        const { state, error, error_description: description } = request.query;
        const browserState = readStateCookie(request);
        if (state === undefined || browserState === undefined || !sameText(state, browserState))
          throw new SsoFailure('sso/failed', 'the state does not match the one this browser started with');
        const login = await takeSsoLogin(db, partner.key, state, now);
        if (login === undefined) throw new SsoFailure('sso/failed', 'the state is unknown, used or expired');
        if (error !== undefined)
          throw new SsoFailure('sso/failed', `the provider answered ${error}: ${description ?? ''}`);

        const callbackUrl = new URL(ssoRedirectUri(config.publicUrl, partner.key));
        const queryStart = request.url.indexOf('?');
        callbackUrl.search = queryStart === -1 ? '' : request.url.slice(queryStart);
        let claims: Record<string, unknown>;
        try {
          const provider = await discoverProvider(partner, config.sso, now);
          claims = await completeAuthorization(provider, callbackUrl, login.secrets);
        } catch (cause) {
          throw new SsoFailure('sso/failed', 'the provider or its tokens were refused', { cause });
        }
        const user = await ssoUser(db, partner, claims, now);
        const token = await createSession(db, user.id, now, request.headers['user-agent']);
        cookies.push(setSessionCookie(token, secure));
        const params: Record<string, string> = { [ssoResultParam]: ssoSignedIn };
        if (login.returnPath !== null) params[ssoNextParam] = login.returnPath;
        request.log.info({ ssoClient: partner.key, userId: user.id }, 'single sign-on: signed in');
        return reply
          .header('cache-control', 'no-store')
          .header('set-cookie', cookies)
          .redirect(ssoReturnLocation(partner, params));
      } catch (caught) {
        // Anything else (the database refusing a concurrent first sign-in) still ends on the app's
        // page with the retry, never on a raw 500 in the browser.
        const failure =
          caught instanceof SsoFailure
            ? caught
            : new SsoFailure('sso/failed', 'unexpected error', { cause: caught });
        request.log[caught instanceof SsoFailure ? 'warn' : 'error'](
          { err: failure.cause, ssoClient: partner.key, reason: failure.message },
          `single sign-on refused: ${failure.message}`,
        );
        return reply
          .header('cache-control', 'no-store')
          .header('set-cookie', cookies)
          .redirect(ssoReturnLocation(partner, { [ssoErrorParam]: failure.code }));
      }
    },
  );
};
