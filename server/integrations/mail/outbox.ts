import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from '../../../src/domain/ids';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mailer, OutgoingMail } from './mailer';

/** After this many failed attempts a mail stays in the outbox with its last error, for a human. */
export const maxMailAttempts = 8;
const batchSize = 20;

/** Queues a mail in the caller's transaction: it is sent only if the change that causes it commits. */
export async function enqueueMail(tx: Tx, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({ id: uuidv7(now.getTime()), ...mail, createdAt: now });
}

/**
 * Sends pending mail. Rows are locked with SKIP LOCKED, so several server instances can deliver
 * at once without sending a mail twice. Returns how many were sent.
 */
export async function deliverPendingMail(
  db: Db,
  mailer: Mailer,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxMailAttempts)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const mail of pending) {
      try {
        await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
        await tx
          .update(mailOutbox)
          .set({ sentAt: now(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        log.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry');
        await tx
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: String(error).slice(0, 500) })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  });
}
