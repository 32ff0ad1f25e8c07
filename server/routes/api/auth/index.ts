import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordRoute } from './forgot-password';
import { listUsersRoute } from './list-users';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { meRoute } from './me';
import { passwordChangeRoute } from './password-change';
import { patchUserRoute } from './patch-user';
import { signupRoute } from './signup';
import { ssoRoutes } from './sso';

/** `/api/v1/auth/*`, one file per operation. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoute);
  await app.register(signupRoute);
  await app.register(meRoute);
  await app.register(logoutRoute);
  await app.register(passwordChangeRoute);
  await app.register(forgotPasswordRoute);
  await app.register(listUsersRoute);
  await app.register(patchUserRoute);
  await app.register(ssoRoutes, { prefix: '/sso' });
};
