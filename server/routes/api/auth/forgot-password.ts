import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema } from '../../../../src/domain/auth/auth.schema';
import { hashToken, randomToken } from '../../../auth/tokens';
import { isSsoLinked } from '../../../auth/sso/sso-accounts';
import { findUserByEmail } from '../../../auth/users';
import { passwordResetTokens } from '../../../db/schema';
import { languageFromHeader } from '../../../i18n/translator';
import { passwordResetMail } from '../../../integrations/mail/templates';
import { enqueueMessages } from '../../../outbox/enqueue';

export const resetTokenLifetimeMs = 60 * 60 * 1000;

/**
 * Answers 202 whether or not the address has an account, so the form cannot be used to probe. An
 * account a partner's provider vouches for gets no link (it signs in only through its provider),
 * under the same answer.
 */
export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/forgot-password', { schema: { body: forgotPasswordSchema } }, async (request, reply) => {
    const { db, clock, config } = app;
    const user = await findUserByEmail(db, request.body.email);
    if (user !== undefined && user.active && user.deletedAt === null && !(await isSsoLinked(db, user.id))) {
      const token = randomToken();
      const now = clock();
      const link = `${config.publicUrl}/reset-password/${token}`;
      const language = languageFromHeader(request.headers['accept-language']);
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashToken(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
        });
        await enqueueMessages(tx, [passwordResetMail(language, user.email, link)], now);
      });
      app.outbox.wake();
    }
    return reply.code(202).send();
  });
};
