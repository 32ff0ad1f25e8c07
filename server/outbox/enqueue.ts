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
