import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '../../../src/domain/errors';

/**
 * One row per device (sync client). `last_mutation_id` moves in the same transaction as the
 * mutation's writes, which is what makes push exactly-once; the row is locked (FOR UPDATE) while a
 * mutation is applied so two deliveries of one batch cannot interleave.
 * `owner_id` is who the device's queue belongs to: a user id, or for an installer device the
 * purchase order id (not the link, so a new link for the same order resumes the same queue). No
 * foreign key, since it points to one of two tables; both are uuids, so they never collide.
 */
export const syncClients = pgTable(
  'sync_clients',
  {
    clientId: text('client_id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    /** The last time the device reached the server: a push applied, or a pull that said its queue's age. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** When the oldest change waiting on the device was made, as it last said; null when none waits or unsaid. */
    oldestPendingAt: timestamp('oldest_pending_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('sync_clients_owner_idx').on(t.ownerId)],
);

/** Rejected mutations, so a replay after a lost response reports the same reason again. */
export const syncMutationResults = pgTable(
  'sync_mutation_results',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: bigint('mutation_id', { mode: 'number' }).notNull(),
    status: text('status').$type<'rejected'>().notNull(),
    // Written from a push's refusal; a code an older build wrote reads 'internal' on the client.
    code: text('code').$type<ErrorCode>().notNull(),
    detail: text('detail').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
);
