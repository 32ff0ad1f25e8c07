import { sql, type SQL } from 'drizzle-orm';

/**
 * `db.execute` answers `{ rows }` on both drivers (node-postgres and PGlite), but its type is
 * generic over the driver; this reads the rows back as the shape the query selected.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('unexpected query result');
}

/** node-postgres returns int8 as a string, PGlite as a number: versions are read through this. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // PGlite answers text like "2026-11-21 21:46:53.078+00", which Date only parses in ISO form.
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  return new Date(text).toISOString();
}

/** A timestamp column as ISO 8601 in UTC with milliseconds, written by the database as `toIso` would. */
export function isoTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
