import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CardHistoryField } from '../../../src/domain/interventions/card-history.schema';

/**
 * Every field change of a verification card, written in the transaction that applies the pushed
 * mutation (so exactly once per mutation). Not a synced entity: admins read it online.
 * No foreign keys, like the synced tables: history outlives a card's tombstone.
 */
export const cardHistory = pgTable(
  'card_history',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order: mutations applied together share one server time, and this breaks the tie. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    cardId: uuid('card_id').notNull(),
    projectId: uuid('project_id').notNull(),
    field: text('field').$type<CardHistoryField>().notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    actorKind: text('actor_kind').$type<'user' | 'installer'>().notNull(),
    actorUserId: uuid('actor_user_id'),
    actorLinkId: uuid('actor_link_id'),
    deviceTime: timestamp('device_time', { withTimezone: true, mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull(),
    clientId: text('client_id'),
  },
  (t) => [
    index('card_history_project_idx').on(t.projectId, t.seq),
    index('card_history_card_idx').on(t.cardId),
  ],
);
