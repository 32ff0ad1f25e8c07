import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SsoClientKey } from '../../../src/domain/auth/sso.schema';
import { users } from './auth';

/**
 * A single sign-on under way, between the redirect to the provider and its callback. Kept here and
 * not in memory, so any instance can take the callback; the callback deletes the row, so a state
 * is used once. The browser holds the state itself in a cookie (see sso-cookies.ts).
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    ssoClient: text('sso_client').$type<SsoClientKey>().notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The same-origin path to open after signing in, checked before it is stored. */
    returnPath: text('return_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);

/**
 * A person of a partner as its provider names them (issuer and subject), tied to one Fitout user.
 * Later sign-ins match here, never by email: an address can change at the provider, a subject cannot.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    ssoClient: text('sso_client').$type<SsoClientKey>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'sso_identities_pkey', columns: [t.issuer, t.subject] }),
    index('sso_identities_user_idx').on(t.userId),
  ],
);
