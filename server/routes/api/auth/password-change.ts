import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeSchema } from '../../../../src/domain/auth/auth.schema';
import { hashPassword } from '../../../auth/passwords';
import { revokeUserSessions } from '../../../auth/sessions';
import { hashToken } from '../../../auth/tokens';
import { setPasswordHash } from '../../../auth/users';
import { passwordResetTokens } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { bearerToken, requireUser } from '../../../plugins/auth';

const resetTokenHeader = 'x-reset-password-token';

/**
 * A signed-in user changes their password (their other sessions end), or someone holding a reset
 * link sets a new one without signing in (every session ends: the old password may be known).
 */
export const passwordChangeRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/password-change',
    {
      // Security: without a reset token the caller must be signed in, and is told so before the
      // body is validated.
      preValidation: async (request) => {
        if (bearerToken(request) !== undefined || typeof request.headers[resetTokenHeader] !== 'string')
          await requireUser(request);
      },
      schema: { body: passwordChangeSchema },
    },
    async (request, reply) => {
      const { db, clock } = app;
      const passwordHash = await hashPassword(request.body.new_password);
      const now = clock();

      if (request.auth !== null) {
        const auth = request.auth;
        await db.transaction(async (tx) => {
          await setPasswordHash(tx, auth.user.id, passwordHash, now);
          await revokeUserSessions(tx, auth.user.id, now, auth.sessionId);
        });
        return reply.code(204).send();
      }

      const resetToken = String(request.headers[resetTokenHeader]);
      await db.transaction(async (tx) => {
        // Claiming the token and using it in one statement makes it single use even under races.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(resetToken)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (claimed === undefined) throw new AppError(400, 'auth/reset_token_invalid');
        if (!(await setPasswordHash(tx, claimed.userId, passwordHash, now)))
          throw new AppError(400, 'auth/reset_token_invalid');
        await revokeUserSessions(tx, claimed.userId, now);
      });
      return reply.code(204).send();
    },
  );
};
