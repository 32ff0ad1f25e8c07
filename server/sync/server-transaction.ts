import { sql } from 'drizzle-orm';
import { entities, isEntityName } from '../../src/domain/entities/registry';
import type { Actor, Transaction } from '../../src/domain/mutators/transaction';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { rowsOf } from './sql-rows';
import { syncedTables, type SyncedEntityTable } from './tables';
import { userColumns, userFromColumns, type UserColumnsRow } from './users-projection';

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tableOf(entity: string): SyncedEntityTable {
  if (!isEntityName(entity) || entity === 'users') throw new Error(`not a writable synced entity: ${entity}`);
  return syncedTables[entity];
}

/**
 * The mutator Transaction over PostgreSQL, inside the caller's SQL transaction. Every write is
 * stamped with `version` (taken once for the transaction) so pulls see it after commit; deletes
 * keep the row as a tombstone so offline clients learn of them.
 */
export interface ServerTransaction extends Transaction {
  /** How many writes the mutations run on it made: a refusal after a write needs a rollback. */
  readonly writes: number;
}

/**
 * Rows read or written in this SQL transaction, by `entity/id` (undefined: known absent). Sound
 * because writers hold the sync_state lock (nextVersion) for the whole transaction, so no other
 * writer changes synced rows under it; a batch of mutations on one project reads it once.
 */
export type RowCache = Map<string, Record<string, unknown> | undefined>;

export function createServerTransaction(
  tx: Tx,
  actor: Actor,
  now: string,
  version: number,
  cache: RowCache = new Map(),
): ServerTransaction {
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
      const cacheKey = `${entity}/${id}`;
      if (cache.has(cacheKey)) return cache.get(cacheKey);
      if (entity === 'users') {
        const found = rowsOf<UserColumnsRow>(
          await tx.execute(
            sql`select ${userColumns} from ${users} where ${users.id} = ${id} and ${users.deletedAt} is null`,
          ),
        );
        const user = found[0] === undefined ? undefined : userFromColumns(found[0]);
        cache.set(cacheKey, user);
        return user;
      }
      const { table } = tableOf(entity);
      const found = rowsOf<{ data: Record<string, unknown> }>(
        await tx.execute(
          sql`select ${table.data} as data from ${table} where ${table.id} = ${id} and ${table.deletedAt} is null`,
        ),
      );
      cache.set(cacheKey, found[0]?.data);
      return found[0]?.data;
    },
    async put(entity, row) {
      const { table, keys } = tableOf(entity);
      writes++;
      // The server re-checks every row it stores: a client never writes an invalid body here.
      const data = isEntityName(entity)
        ? (entities[entity].schema.parse(row) as Record<string, unknown>)
        : row;
      const keyNames = Object.keys(keys);
      const keyColumns = keyNames.map((name) => sql.identifier(keys[name]!.name));
      const keyValues = keyNames.map((name) => sql`${data[name] ?? null}`);
      const columns = sql.join(
        [
          sql.identifier(table.id.name),
          sql.identifier(table.version.name),
          sql.identifier(table.deletedAt.name),
          sql.identifier(table.data.name),
          ...keyColumns,
        ],
        sql`, `,
      );
      const values = sql.join(
        [sql`${data.id}`, sql`${version}`, sql`null`, sql`${JSON.stringify(data)}::jsonb`, ...keyValues],
        sql`, `,
      );
      const updates = sql.join(
        [table.version, table.deletedAt, table.data, ...keyNames.map((name) => keys[name]!)].map(
          (column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${table} (${columns}) values (${values}) on conflict (${sql.identifier(table.id.name)}) do update set ${updates}`,
      );
      cache.set(`${entity}/${String(data.id)}`, data);
    },
    async delete(entity, id) {
      const { table } = tableOf(entity);
      writes++;
      cache.set(`${entity}/${id}`, undefined);
      await tx.execute(
        sql`update ${table} set ${sql.identifier(table.deletedAt.name)} = ${now}, ${sql.identifier(table.version.name)} = ${version}
            where ${table.id} = ${id} and ${table.deletedAt} is null`,
      );
    },
    async query(entity, field, value) {
      const { table, keys } = tableOf(entity);
      const key = keys[field];
      const match = key === undefined ? sql`${table.data} ->> ${field} = ${value}` : sql`${key} = ${value}`;
      const found = rowsOf<{ data: Record<string, unknown> }>(
        await tx.execute(
          sql`select ${table.data} as data from ${table} where ${match} and ${table.deletedAt} is null order by ${table.id}`,
        ),
      );
      return found.map((row) => row.data);
    },
  };
}
