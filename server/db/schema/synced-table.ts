import {
  bigint,
  index,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

/**
 * One table per synced entity. The body validated by the entity's zod schema (src/domain/entities)
 * lives in `data`, so the schema is written once; the columns the server filters on (scope keys,
 * foreign keys) are real, indexed columns. `version` is the server change sequence that pulls read;
 * `deleted_at` marks a tombstone so deletions reach offline clients.
 */
export function syncedTable<TData, TKeys extends Record<string, PgColumnBuilderBase>>(
  name: string,
  keys: TKeys,
) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey(),
      version: bigint('version', { mode: 'number' }).notNull().default(0),
      deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
      data: jsonb('data').$type<TData>().notNull(),
      ...keys,
    },
    (t) => [
      index(`${name}_version_idx`).on(t.version, t.id),
      // Scopes and cascades filter on every key column.
      ...Object.keys(keys).map((key) => index(`${name}_${snakeCase(key)}_idx`).on(t[key as keyof typeof t])),
    ],
  );
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
