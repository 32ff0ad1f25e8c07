import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';

/**
 * Installation links: a token reaching one purchase order (project) for 48 hours without an
 * account. Only the token's SHA-256 is stored, so a database leak gives no usable link.
 */
export const installerLinks = pgTable(
  'installer_links',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('installer_links_token_hash_idx').on(t.tokenHash),
    index('installer_links_project_idx').on(t.projectId, t.createdAt),
  ],
);
