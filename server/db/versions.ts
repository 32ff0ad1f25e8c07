import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { syncState } from './schema';

/**
 * Takes the next change version for this transaction. The UPDATE locks the single sync_state row
 * until the transaction ends, so writers are serialized and versions follow commit order (a bare
 * sequence would not: a lower number can commit after a higher one and a pull would skip it).
 * Call it once per transaction and stamp every synced row the transaction writes with the result.
 */
export async function nextVersion(tx: Tx): Promise<number> {
  const [row] = await tx
    .update(syncState)
    .set({ version: sql`${syncState.version} + 1` })
    .where(eq(syncState.id, 1))
    .returning({ version: syncState.version });
  if (row === undefined) throw new Error('sync_state row is missing: run the migrations first');
  return row.version;
}
