import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { syncState } from './schema';

/** The channel on which every committed version is announced to all server instances. */
export const changesChannel = 'fitout_changes';

/**
 * Takes the next change version for this transaction. The UPDATE locks the single sync_state row
 * until the transaction ends, so writers are serialized and versions follow commit order (a bare
 * sequence would not: a lower number can commit after a higher one and a pull would skip it).
 * Call it once per transaction and stamp every synced row the transaction writes with the result.
 * It also announces the version: NOTIFY is delivered only on commit, so every writer nudges the
 * devices (through each instance's change feed) without having to remember to.
 */
export async function nextVersion(tx: Tx): Promise<number> {
  const [row] = await tx
    .update(syncState)
    .set({ version: sql`${syncState.version} + 1` })
    .where(eq(syncState.id, 1))
    .returning({ version: syncState.version });
  if (row === undefined) throw new Error('sync_state row is missing: run the migrations first');
  await tx.execute(sql`select pg_notify(${changesChannel}, ${String(row.version)})`);
  return row.version;
}
