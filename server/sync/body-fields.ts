import { sql, type SQL } from 'drizzle-orm';
import type { EntityRow } from '../../src/domain/entities/registry';
import { syncedTables, type TableEntityName } from './tables';

/**
 * A field of an entity's stored body, named as its zod schema names it, so the SQL that reads it
 * stops compiling when the field is renamed (the pull scopes cannot otherwise see the schemas).
 */
export type BodyField<E extends TableEntityName> = keyof EntityRow<E> & string;

/** The field as text (`->>`), to compare or cast. */
export function bodyText<E extends TableEntityName>(entity: E, field: BodyField<E>): SQL {
  return sql`(${syncedTables[entity].table.data} ->> ${field}::text)`;
}

/** The field as jsonb (`->`), for lists. */
export function bodyJson<E extends TableEntityName>(entity: E, field: BodyField<E>): SQL {
  return sql`(${syncedTables[entity].table.data} -> ${field}::text)`;
}
