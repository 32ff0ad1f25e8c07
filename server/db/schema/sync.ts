import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row (id = 1) holding the last change version. Writers bump it with UPDATE ... RETURNING, so
 * the row lock orders them: a version is taken only by a transaction that then holds the lock until
 * it commits, so versions follow commit order and a pull never skips a late commit.
 */
export const syncState = pgTable('sync_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
