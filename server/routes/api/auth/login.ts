import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, sessionSchema } from '../../../../src/domain/auth/auth.schema';
import { clearLoginFailures, releaseLoginAttempt, reserveLoginAttempt } from '../../../auth/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../../../auth/passwords';
import { createSession } from '../../../auth/sessions';
import { isSsoLinked } from '../../../auth/sso/sso-accounts';
import { findUserByEmail } from '../../../auth/users';
import { AppError } from '../../../http/app-error';

/** The OAuth2 password form sends `username`; the JSON body sends `email`. Both mean the email. */
function usernameAsEmail(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || 'email' in body || !('username' in body)) return body;
  const { username, ...rest } = body as Record<string, unknown>;
  return { ...rest, email: username };
}

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: { body: loginSchema, response: { 200: sessionSchema } },
      preValidation: async (request) => {
        request.body = usernameAsEmail(request.body) as typeof request.body;
      },
    },
    async (request) => {
      const { db, config, clock } = app;
      const email = request.body.email.toLowerCase();
      const limits = { maxFailures: config.loginMaxFailures, windowMs: config.loginFailureWindowMs };
      // Security: the attempt is counted before the password check, so parallel guesses cannot
      // all get through while the first ones are still being checked.
      const attempt = await reserveLoginAttempt(db, email, request.ip, clock(), limits);
      if (attempt === undefined) throw new AppError(429, 'auth/rate_limited');
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(request.body.password, user?.passwordHash ?? decoyPasswordHash);
      // A failure keeps its reserved attempt: that is the record the throttle counts.
      if (user === undefined || !valid || user.deletedAt !== null)
        throw new AppError(401, 'auth/invalid_credentials');
      if (!user.active) {
        await releaseLoginAttempt(db, attempt);
        throw new AppError(403, 'auth/inactive');
      }
      // Told only to whoever knows the password: a partner's people sign in through their provider,
      // so one the partner has removed cannot come back with a password set before the link.
      if (await isSsoLinked(db, user.id)) {
        await releaseLoginAttempt(db, attempt);
        throw new AppError(403, 'auth/sso_only');
      }
      await clearLoginFailures(db, email, request.ip);
      const token = await createSession(db, user.id, clock(), request.headers['user-agent']);
      return { access_token: token, token_type: 'bearer' as const };
    },
  );
};
