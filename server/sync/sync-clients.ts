import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../src/domain/errors';
import type { MutationResult } from '../../src/domain/sync/protocol.schema';
import type { Db, Tx } from '../db/client';
import { syncClients, syncMutationResults } from '../db/schema';
import { forbidden } from '../http/app-error';
import { toNumber } from './sql-rows';

/**
 * Creates the client on first use, then locks its row until the transaction ends: one statement,
 * as the no-op update of an existing row locks it as `select ... for update` would.
 */
export async function lockClient(tx: Tx, clientId: string, ownerId: string, now: string): Promise<number> {
  const [row] = await tx
    .insert(syncClients)
    .values({ clientId, ownerId, lastMutationId: 0, updatedAt: now })
    .onConflictDoUpdate({ target: syncClients.clientId, set: { clientId } })
    .returning({ ownerId: syncClients.ownerId, lastMutationId: syncClients.lastMutationId });
  if (row === undefined || row.ownerId !== ownerId) throw forbidden();
  return toNumber(row.lastMutationId);
}

export async function advanceClient(
  tx: Tx,
  clientId: string,
  mutationId: number,
  now: string,
): Promise<void> {
  await tx
    .update(syncClients)
    .set({ lastMutationId: mutationId, updatedAt: now })
    .where(eq(syncClients.clientId, clientId));
}

/** A pull that changes nothing of the record still counts as a sync this often, not at every pull. */
const reachedEveryMs = 60_000;

export interface QueueReport {
  clientId: string;
  ownerId: string;
  /** The request's `oldestPendingAt` (see protocol.schema); undefined from a build that does not say it. */
  oldestPendingAt: string | null | undefined;
  now: string;
  /** A pull: the device reached the server. A push counts once applied (advanceClient), not before. */
  reached: boolean;
}

/**
 * Records the age of a device's queue as it said it, on its own statement: a push that then fails
 * (the case worth seeing) still leaves it. Never on another owner's row (see lockClient). A build
 * that does not say it leaves the record as it was.
 */
export async function recordQueueAge(db: Db, report: QueueReport): Promise<void> {
  const { clientId, ownerId, oldestPendingAt, now, reached } = report;
  if (oldestPendingAt === undefined) return;
  const changed = sql`${syncClients.oldestPendingAt} is distinct from ${oldestPendingAt}::timestamptz`;
  const since = new Date(Date.parse(now) - reachedEveryMs).toISOString();
  await db
    .insert(syncClients)
    .values({ clientId, ownerId, lastMutationId: 0, updatedAt: now, oldestPendingAt })
    .onConflictDoUpdate({
      target: syncClients.clientId,
      set: reached ? { oldestPendingAt, updatedAt: now } : { oldestPendingAt },
      setWhere: and(
        eq(syncClients.ownerId, ownerId),
        reached ? or(changed, lt(syncClients.updatedAt, since)) : changed,
      ),
    });
}

export async function recordRejection(
  tx: Tx,
  clientId: string,
  mutation: { id: number; name: string },
  error: { code: ErrorCode; detail: string },
  now: string,
): Promise<void> {
  await tx.insert(syncMutationResults).values({
    clientId,
    mutationId: mutation.id,
    status: 'rejected',
    name: mutation.name,
    code: error.code,
    detail: error.detail,
    createdAt: now,
  });
}

/** What an earlier delivery of this mutation came to: its recorded rejection, else applied. */
export async function storedResult(tx: Tx, clientId: string, mutationId: number): Promise<MutationResult> {
  const [row] = await tx
    .select({ code: syncMutationResults.code, detail: syncMutationResults.detail })
    .from(syncMutationResults)
    .where(and(eq(syncMutationResults.clientId, clientId), eq(syncMutationResults.mutationId, mutationId)));
  if (row === undefined) return { id: mutationId, status: 'skipped' };
  return { id: mutationId, status: 'rejected', error: row };
}
