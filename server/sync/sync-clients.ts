import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from '../../src/domain/errors';
import type { MutationResult } from '../../src/domain/sync/protocol.schema';
import type { Tx } from '../db/client';
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
