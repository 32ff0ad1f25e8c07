import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sessions } from './auth';
import { installerLinks } from './installer-links';

/**
 * Single-use tickets opening one live-update stream (`GET /sync/events`), so the session or
 * installer token never travels in a URL that proxies and access logs keep. A ticket stands for
 * the credential that asked for it (a session, or an installer link), lives seconds, and is
 * deleted as it is redeemed; only its SHA-256 is stored. In the database, so a ticket asked of one
 * instance opens the stream on another.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    installerLinkId: uuid('installer_link_id').references(() => installerLinks.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stream_tickets_expires_idx').on(t.expiresAt),
    check('stream_tickets_one_credential', sql`(${t.sessionId} is null) <> (${t.installerLinkId} is null)`),
  ],
);
