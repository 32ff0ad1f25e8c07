import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last period each schedule ran for (the ERP stock refresh). Every instance's timer fires;
 * the one whose claim moves `period_start` forward runs that period, the others skip it.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
});
