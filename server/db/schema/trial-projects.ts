import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TrialProject } from '../../../src/domain/trial/trial-project.schema';
import { users } from './auth';

/**
 * Drafts made in trial mode, before any account exists. Not a synced entity: nobody pulls them;
 * the visitor reads and writes one by its id, and a sign-up turns it into a real project once
 * (`claimed_at`), after which it is read-only.
 */
export const trialProjects = pgTable('trial_projects', {
  id: uuid('id').primaryKey(),
  data: jsonb('data').$type<TrialProject>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
