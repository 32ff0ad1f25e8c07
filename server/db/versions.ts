import { sql } from 'drizzle-orm';
import { rowsOf, toNumber } from '../sync/sql-rows';
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
  // One statement (one round trip to the embedded database's thread): the increment, then its NOTIFY.
  const [row] = rowsOf<{ version: unknown }>(
    await tx.execute(sql`with next as (
        update ${syncState} set ${sql.identifier(syncState.version.name)} = ${syncState.version} + 1
        where ${syncState.id} = 1 returning ${syncState.version} as version)
      select version, pg_notify(${changesChannel}, version::text) from next`),
  );
  if (row === undefined) throw new Error('sync_state row is missing: run the migrations first');
  return toNumber(row.version);
}
