import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { outboundTargetNames } from '../../../src/domain/outbox/outbound-message.schema';

export type OutboundTarget = (typeof outboundTargetNames)[number];

export const outboundStates = ['pending', 'delivered', 'dead'] as const;
export type OutboundState = (typeof outboundStates)[number];

/**
 * Calls to outside systems (ERP, Airtable, chat, mail), written in the transaction of the change that
 * causes them and delivered later by the outbox worker (server/outbox/worker.ts). The id is the
 * idempotency key the receiver sees. A claim is a lease (`locked_until`, `claim_token`) taken in a
 * short transaction of its own, so no transaction stays open while an outside system answers.
 * Not a synced entity: admins read it online (the project's debug page; mail, about no project, on
 * the outbox's own).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey(),
    /** Enqueue order; messages sharing an ordering key are delivered in this order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    target: text('target').$type<OutboundTarget>().notNull(),
    kind: text('kind').notNull(),
    projectId: uuid('project_id'),
    /** A message waits while an earlier pending one has the same key (an ERP update after its registration). */
    orderingKey: text('ordering_key'),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<OutboundState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbound_messages_due_idx')
      .on(t.nextTryAt)
      .where(sql`${t.state} = 'pending'`),
    index('outbound_messages_ordering_idx')
      .on(t.orderingKey, t.seq)
      .where(sql`${t.state} = 'pending'`),
    index('outbound_messages_project_idx').on(t.projectId, t.seq),
    index('outbound_messages_dead_idx')
      .on(t.state)
      .where(sql`${t.state} = 'dead'`),
  ],
);
