import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema } from '../../../../../src/domain/auth/auth.schema';
import { clearSessionCookie, readSessionCookie } from '../../../../auth/sso/sso-cookies';
import { unauthenticated } from '../../../../http/app-error';
import { authenticateToken } from '../../../../plugins/auth';
import { isSecure } from './sso-partner';

/**
 * `POST auth/sso/session`: the app's page takes the session the callback made, once, from its
 * cookie, and stores it like any other sign-in. 401 when there is none (expired, already taken).
 */
export const ssoSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/session', { schema: { response: { 200: sessionSchema } } }, async (request, reply) => {
    const token = readSessionCookie(request);
    reply.header('cache-control', 'no-store').header('set-cookie', clearSessionCookie(isSecure(app.config)));
    const auth = token === undefined || token === '' ? undefined : await authenticateToken(request, token);
    if (token === undefined || auth === undefined) throw unauthenticated();
    return { access_token: token, token_type: 'bearer' as const };
  });
};
