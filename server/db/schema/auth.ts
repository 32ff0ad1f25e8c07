import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClientRole, ReferrerRole, UserRole } from '../../../src/domain/enums';
import { businessReferrers, clients } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Users carry `version` and `deleted_at` like every synced row, so team lists can sync later. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Always stored lower-cased; the unique index makes the address one account.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    role: text('role').$type<UserRole>().notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    clientRole: text('client_role').$type<ClientRole>(),
    businessReferrerId: uuid('business_referrer_id').references(() => businessReferrers.id),
    businessReferrerRole: text('business_referrer_role').$type<ReferrerRole>(),
    active: boolean('active').notNull().default(true),
    // An invitation made the account and nobody has signed in with it yet (createSession clears it).
    invited: boolean('invited').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_client_idx').on(t.clientId),
    index('users_business_referrer_idx').on(t.businessReferrerId),
    index('users_version_idx').on(t.version),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, kept in the database so the limit holds across server instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.email, t.ip, t.createdAt)],
);
