import { sql } from 'drizzle-orm';
import { entities } from '../../src/domain/entities/registry';
import type { Tx } from '../db/client';
import { syncedTables, type TableEntityName } from './tables';

/** Rows per INSERT: a few MB of JSON at most. */
const rowsPerStatement = 2000;

/**
 * Inserts (or, with `upsert`, writes) many rows of one entity with multi-row INSERTs, all stamped
 * with `version`. Rows are validated by the entity schema like any other write. Used by seeds and
 * imports, and by push to flush a run's buffered writes.
 */
export async function insertSyncedRows(
  tx: Tx,
  entity: TableEntityName,
  rows: readonly Record<string, unknown>[],
  version: number,
  options: { upsert?: boolean; validated?: boolean } = {},
): Promise<void> {
  const { table, keys } = syncedTables[entity];
  const schema = entities[entity].schema;
  const keyNames = Object.keys(keys);
  const columns = sql.join(
    [table.id, table.version, table.data, ...keyNames.map((name) => keys[name]!)].map((column) =>
      sql.identifier(column.name),
    ),
    sql`, `,
  );
  // A row written again (or brought back from a tombstone) takes the new body and version.
  const upsert = sql`on conflict (${sql.identifier(table.id.name)}) do update set ${sql.join(
    [
      sql`${sql.identifier(table.deletedAt.name)} = null`,
      ...[table.version, table.data, ...keyNames.map((name) => keys[name]!)].map(
        (column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`,
      ),
    ],
    sql`, `,
  )}`;
  // Each chunk travels as one JSON parameter, unpacked by PostgreSQL: thousands of bound values
  // per statement cost far more to send and parse (PGlite especially) than one text.
  const fromElement = sql.join(
    [
      sql`(e ->> 'id')::uuid`,
      sql`${version}::bigint`,
      sql`e`,
      ...keyNames.map((name) => {
        const column = keys[name]!;
        return sql`(e ->> ${name})::${sql.raw(column.getSQLType())}`;
      }),
    ],
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const bodies =
      options.validated === true ? chunk : chunk.map((row) => schema.parse(row) as Record<string, unknown>);
    await tx.execute(
      sql`insert into ${table} (${columns}) select ${fromElement} from jsonb_array_elements(${JSON.stringify(bodies)}::jsonb) as e
        ${options.upsert === true ? upsert : sql``}`,
    );
  }
}
