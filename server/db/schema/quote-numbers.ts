import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The last quote number given in each year. A submission bumps its year's row with one upsert in the
 * push's own transaction: the row lock orders concurrent submissions, and a rolled-back submission
 * gives its number back, so each year's numbers run 1..N without gaps or repeats.
 */
export const quoteCounters = pgTable('quote_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
