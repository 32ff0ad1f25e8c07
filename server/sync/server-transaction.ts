import { sql, type SQL } from 'drizzle-orm';
import { entities, isEntityName } from '../../src/domain/entities/registry';
import { idTaken, rowMissing } from '../../src/domain/mutators/define-mutator';
import type { Actor, Transaction } from '../../src/domain/mutators/transaction';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { insertSyncedRows } from './bulk-insert';
import { rowsOf } from './sql-rows';
import { syncedTables, type SyncedEntityTable, type TableEntityName } from './tables';
import { userColumns, userFromColumns, type UserColumnsRow } from './users-projection';

/** Ids per prefetch statement: well within the bound parameters a statement may carry. */
const prefetchChunk = 1000;

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function writableEntity(entity: string): TableEntityName {
  if (!isEntityName(entity) || entity === 'users') throw new Error(`not a writable synced entity: ${entity}`);
  return entity;
}

function tableOf(entity: string): SyncedEntityTable {
  return syncedTables[writableEntity(entity)];
}

interface KnownRow {
  entity: string;
  id: string;
  /** The row as this transaction sees it; undefined when absent or deleted. */
  data: Record<string, unknown> | undefined;
  /** Not yet written to the database: a new row (written insert-only), a new body, or a deletion. */
  dirty: 'insert' | 'put' | 'delete' | null;
  /** The id names a row, live or deleted, in the database or this run; undefined until asked. */
  taken?: boolean;
}

/**
 * The rows a run of mutations has read and written, shared by the mutations of one SQL
 * transaction. Reads are cached and writes buffered, then flushed in a few multi-row statements:
 * a replayed queue of a thousand edits costs a handful of round trips, not thousands. Sound
 * because writers hold the sync_state lock (nextVersion) for the whole transaction, so nobody
 * changes synced rows under it.
 */
export interface RunState {
  flush(): Promise<void>;
}

interface RunStateInternals extends RunState {
  tx: Tx;
  version: number;
  now: string;
  rows: Map<string, KnownRow>;
}

export function createRunState(tx: Tx, version: number, now: string): RunState {
  const rows = new Map<string, KnownRow>();
  const state: RunStateInternals = {
    tx,
    version,
    now,
    rows,
    async flush() {
      const dirty = [...rows.values()].filter((row) => row.dirty !== null).map((row) => ({ ...row }));
      for (const row of rows.values()) row.dirty = null;
      await flushRows(tx, version, now, dirty);
    },
  };
  return state;
}

async function flushRows(tx: Tx, version: number, now: string, dirty: readonly KnownRow[]): Promise<void> {
  const byEntity = new Map<
    TableEntityName,
    { inserts: Record<string, unknown>[]; puts: Record<string, unknown>[]; deletes: string[] }
  >();
  for (const row of dirty) {
    const entity = writableEntity(row.entity);
    let group = byEntity.get(entity);
    if (group === undefined) {
      group = { inserts: [], puts: [], deletes: [] };
      byEntity.set(entity, group);
    }
    if (row.data === undefined) {
      if (row.dirty === 'delete') group.deletes.push(row.id);
    } else if (row.dirty === 'insert') group.inserts.push(row.data);
    else group.puts.push(row.data);
  }
  for (const [entity, group] of byEntity) {
    // Security: a create is written insert-only, so whatever a mutator checked, it cannot overwrite
    // a row or revive a tombstone; a taken id fails with a unique violation (a `conflict` refusal).
    if (group.inserts.length > 0)
      await insertSyncedRows(tx, entity, group.inserts, version, { validated: true });
    if (group.puts.length > 0)
      await insertSyncedRows(tx, entity, group.puts, version, { upsert: true, validated: true });
    if (group.deletes.length > 0) {
      const { table } = syncedTables[entity];
      const ids = sql.join(
        group.deletes.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${table} set ${sql.identifier(table.deletedAt.name)} = ${now}, ${sql.identifier(table.version.name)} = ${version}
            where ${table.id} in (${ids}) and ${table.deletedAt} is null`,
      );
    }
  }
}

export interface ServerTransaction extends Transaction {
  /** How many writes the mutation made: a refusal after a write needs a rollback. */
  readonly writes: number;
}

/** The server re-checks every row it stores: a client never writes an invalid body here. */
function validated(entity: string, row: Record<string, unknown>): Record<string, unknown> {
  return entities[writableEntity(entity)].schema.parse(row) as Record<string, unknown>;
}

function selectData(table: SyncedEntityTable['table'], where: SQL): SQL {
  return sql`select ${table.id}::text as id, ${table.data} as data from ${table} where ${where} and ${table.deletedAt} is null order by ${table.id}`;
}

/**
 * The mutator Transaction over PostgreSQL, inside the caller's SQL transaction. Every write is
 * stamped with the transaction's `version` so pulls see it after commit; deletes keep the row as
 * a tombstone so offline clients learn of them. Given a RunState, writes are buffered until
 * `state.flush()`; given a bare version, each write goes to the database at once.
 */
export function createServerTransaction(
  tx: Tx,
  actor: Actor,
  now: string,
  stateOrVersion: RunState | number,
): ServerTransaction {
  const writeThrough = typeof stateOrVersion === 'number';
  const state = writeThrough ? createRunState(tx, stateOrVersion, now) : stateOrVersion;
  const { rows } = state as RunStateInternals;
  const afterWrite = async () => {
    if (writeThrough) await state.flush();
  };
  let writes = 0;
  return {
    actor,
    now,
    location: 'server',
    get writes() {
      return writes;
    },
    async get(entity, id) {
      // A malformed id would be a SQL error (a retry loop for the client); it simply matches nothing.
      if (!uuidLike.test(id)) return undefined;
      const key = `${entity}/${id}`;
      const known = rows.get(key);
      if (known !== undefined) return known.data;
      let data: Record<string, unknown> | undefined;
      if (entity === 'users') {
        const [found] = rowsOf<UserColumnsRow>(
          await tx.execute(
            sql`select ${userColumns} from ${users} where ${users.id} = ${id} and ${users.deletedAt} is null`,
          ),
        );
        data = found === undefined ? undefined : userFromColumns(found);
      } else {
        const { table } = tableOf(entity);
        data = rowsOf<{ data: Record<string, unknown> }>(
          await tx.execute(selectData(table, sql`${table.id} = ${id}`)),
        )[0]?.data;
      }
      rows.set(key, { entity, id, data, dirty: null });
      return data;
    },
    async insert(entity, row) {
      const { table } = tableOf(entity);
      const data = validated(entity, row);
      const key = `${entity}/${row.id}`;
      const known = rows.get(key);
      let taken = known !== undefined && (known.taken === true || known.data !== undefined);
      // Tombstones count: a deleted id stays retired, or a create would bring the row back. A
      // prefetched id (taken false) was checked already, in the same locked transaction.
      if (!taken && known?.taken !== false)
        taken =
          rowsOf(await tx.execute(sql`select 1 from ${table} where ${table.id} = ${data.id}`)).length > 0;
      if (taken) {
        if (known !== undefined) known.taken = true;
        throw idTaken(entity, row.id);
      }
      writes++;
      rows.set(key, { entity, id: row.id, data, dirty: 'insert', taken: true });
      await afterWrite();
    },
    async put(entity, row) {
      const data = validated(entity, row);
      const key = `${entity}/${row.id}`;
      const known = rows.get(key);
      // Security: only a live row this run has read (and so authorized) or made takes a new body;
      // a create written as a put would otherwise overwrite whatever holds the id.
      if (known?.data === undefined) throw rowMissing(entity, row.id);
      writes++;
      // A row made in this run stays an insert when it is changed before the flush.
      rows.set(key, { ...known, data, dirty: known.dirty === 'insert' ? 'insert' : 'put' });
      await afterWrite();
    },
    async delete(entity, id) {
      writableEntity(entity);
      if (!uuidLike.test(id)) return;
      writes++;
      const key = `${entity}/${id}`;
      rows.set(key, { ...rows.get(key), entity, id, data: undefined, dirty: 'delete' });
      await afterWrite();
    },
    async prefetch(entity, ids) {
      if (entity === 'users') return;
      const { table } = tableOf(entity);
      const wanted = [...new Set(ids)].filter((id) => uuidLike.test(id) && !rows.has(`${entity}/${id}`));
      for (let start = 0; start < wanted.length; start += prefetchChunk) {
        const chunk = wanted.slice(start, start + prefetchChunk);
        const found = new Map(
          rowsOf<{ id: string; data: Record<string, unknown>; deleted: boolean }>(
            await tx.execute(
              sql`select ${table.id}::text as id, ${table.data} as data, ${table.deletedAt} is not null as deleted
                  from ${table} where ${table.id} in (${sql.join(
                    chunk.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            ),
          ).map((row) => [row.id, row]),
        );
        for (const id of chunk) {
          const row = found.get(id);
          rows.set(`${entity}/${id}`, {
            entity,
            id,
            data: row === undefined || row.deleted ? undefined : row.data,
            dirty: null,
            taken: row !== undefined,
          });
        }
      }
    },
    async query(entity, field, value) {
      const { table, keys } = tableOf(entity);
      const key = keys[field];
      const match = key === undefined ? sql`${table.data} ->> ${field} = ${value}` : sql`${key} = ${value}`;
      const found = rowsOf<{ id: string; data: Record<string, unknown> }>(
        await tx.execute(selectData(table, match)),
      );
      const result = new Map<string, Record<string, unknown>>();
      for (const row of found) {
        const known = rows.get(`${entity}/${row.id}`);
        if (known === undefined) {
          rows.set(`${entity}/${row.id}`, { entity, id: row.id, data: row.data, dirty: null });
          result.set(row.id, row.data);
        } else if (known.data !== undefined && known.data[field] === value) {
          result.set(row.id, known.data);
        }
      }
      // Rows this transaction wrote and the database does not hold yet.
      for (const known of rows.values()) {
        if (known.entity === entity && known.data !== undefined && known.data[field] === value)
          result.set(known.id, known.data);
      }
      return [...result.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, data]) => data);
    },
  };
}
