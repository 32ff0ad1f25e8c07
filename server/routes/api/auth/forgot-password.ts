import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema } from '../../../../src/domain/auth/auth.schema';
import { hashToken, randomToken } from '../../../auth/tokens';
import { findUserByEmail } from '../../../auth/users';
import { passwordResetTokens } from '../../../db/schema';
import { languageFromHeader } from '../../../i18n/translator';
import { enqueueMail } from '../../../integrations/mail/outbox';
import { passwordResetMail } from '../../../integrations/mail/templates';

export const resetTokenLifetimeMs = 60 * 60 * 1000;

/** Answers 202 whether or not the address has an account, so the form cannot be used to probe. */
export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/forgot-password', { schema: { body: forgotPasswordSchema } }, async (request, reply) => {
    const { db, clock, config } = app;
    const user = await findUserByEmail(db, request.body.email);
    if (user !== undefined && user.active && user.deletedAt === null) {
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
        await enqueueMail(tx, passwordResetMail(language, user.email, link), now);
      });
      app.flushMail();
    }
    return reply.code(202).send();
  });
};
