import { sql } from 'drizzle-orm';
import { entities } from '../../src/domain/entities/registry';
import type { Tx } from '../db/client';
import { syncedTables, type TableEntityName } from './tables';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with a few key columns each. */
const rowsPerStatement = 1000;

/**
 * Inserts (or, with `upsert`, writes) many rows of one entity with multi-row INSERTs, all stamped with `version`. Rows are
 * validated by the entity schema like any other write. For seeds and imports: mutations go
 * through the server Transaction instead.
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
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const values = rows.slice(start, start + rowsPerStatement).map((row) => {
      const data = options.validated === true ? row : (schema.parse(row) as Record<string, unknown>);
      const cells = [
        sql`${data.id}`,
        sql`${version}`,
        sql`${JSON.stringify(data)}::jsonb`,
        ...keyNames.map((name) => sql`${data[name] ?? null}`),
      ];
      return sql`(${sql.join(cells, sql`, `)})`;
    });
    await tx.execute(
      sql`insert into ${table} (${columns}) values ${sql.join(values, sql`, `)} ${options.upsert === true ? upsert : sql``}`,
    );
  }
}
