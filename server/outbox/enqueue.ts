import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids';
import type { Tx } from '../db/client';
import { outboundMessages } from '../db/schema';
import { messageKinds, type NewMessage } from './messages';

/**
 * Writes messages in the caller's transaction: they exist only if the change that causes them
 * commits, and once it has, a crash before delivery loses nothing (the worker finds them).
 * Returns their ids, which the receivers see as idempotency keys.
 */
export async function enqueueMessages(tx: Tx, messages: readonly NewMessage[], now: Date): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => ({
    id: uuidv7(now.getTime()),
    target: messageKinds[message.kind].target,
    kind: message.kind,
    projectId: message.projectId,
    orderingKey: message.orderingKey ?? null,
    payload: messageKinds[message.kind].payload.parse(message.payload),
    nextTryAt: now,
    createdAt: now,
  }));
  await tx.insert(outboundMessages).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Enqueues a message that replaces the one before it of the same kind and ordering key: when the
 * last such message still waits unclaimed, its payload is updated in place (one pending message per
 * key, whatever the number of changes); when it already says the same, nothing is written; else
 * (delivered, dead, or being sent) a new message follows it. For messages that carry the whole
 * state of something, such as a card, where only the latest matters.
 */
export async function enqueueLatest(
  tx: Tx,
  message: NewMessage & { orderingKey: string },
  now: Date,
): Promise<void> {
  const payload = messageKinds[message.kind].payload.parse(message.payload);
  const [last] = await tx
    .select({ id: outboundMessages.id, payload: outboundMessages.payload })
    .from(outboundMessages)
    .where(
      and(eq(outboundMessages.orderingKey, message.orderingKey), eq(outboundMessages.kind, message.kind)),
    )
    .orderBy(desc(outboundMessages.seq))
    .limit(1);
  if (last !== undefined && isDeepStrictEqual(last.payload, payload)) return;
  if (last !== undefined) {
    // A claimed message may be on the wire: it is left alone, and the new state follows it. The
    // row lock this update takes keeps the worker's claim (SKIP LOCKED) off it until commit.
    const updated = await tx
      .update(outboundMessages)
      .set({ payload })
      .where(
        and(
          eq(outboundMessages.id, last.id),
          eq(outboundMessages.state, 'pending'),
          isNull(outboundMessages.claimToken),
        ),
      )
      .returning({ id: outboundMessages.id });
    if (updated.length > 0) return;
  }
  await enqueueMessages(tx, [message], now);
}
