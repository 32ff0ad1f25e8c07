import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { outboundMessages as m, type OutboundTarget } from '../db/schema';
import { retryDelayMs } from './backoff';
import { DeliveryError } from './delivery-error';

/** One message handed to a target; `id` is the idempotency key the receiver sees. */
export interface ClaimedMessage {
  id: string;
  kind: string;
  payload: unknown;
  /** This try's number, from 1. */
  attempt: number;
}

/** Delivers one message or throws (a DeliveryError says how to go on; anything else is retried). */
export type Deliver = (message: ClaimedMessage) => Promise<void>;

/** The configured targets only: a message to an absent one stays pending, untouched and visible. */
export type OutboxTargets = Partial<Record<OutboundTarget, Deliver>>;

export interface WorkerOptions {
  /** Tries before a message becomes dead (the dead letters an admin can retry). */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Idle wait between looks at the table; other instances' messages are found this late at worst. */
  pollMs: number;
  batchSize: number;
  /** Messages sent at once by this instance. */
  concurrency: number;
  /** A claim older than this is taken over (its instance died); longer than any send's timeout. */
  leaseMs: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops claiming and waits for the sends under way. */
  stop(): Promise<void>;
  /** Looks at the table now (after a local commit) rather than at the next poll. */
  wake(): void;
  /** One claim-and-deliver round; returns how many messages it claimed. */
  runOnce(): Promise<number>;
}

type Outcome = { id: string; attempt: number; error: unknown } | { id: string; attempt: number; error: null };

/**
 * The delivery loop. Claiming is one statement, `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED)`, so instances sharing a PostgreSQL never claim the same message; the claim is a lease
 * recorded on the row and committed at once, and the sends happen outside any transaction (an
 * open transaction would hold PGlite's single connection for as long as a slow receiver takes).
 * A message whose ordering key has an earlier pending message waits for it.
 */
export function createOutboxWorker(deps: {
  db: Db;
  targets: OutboxTargets;
  clock: Clock;
  log: FastifyBaseLogger;
  options: WorkerOptions;
  random?: () => number;
}): OutboxWorker {
  const { db, targets, clock, log, options } = deps;
  const configured = Object.keys(targets) as OutboundTarget[];
  let running = false;
  let loop: Promise<void> | null = null;
  const sleepers = new Set<() => void>();
  let woken = false;

  async function claim(): Promise<(typeof m.$inferSelect)[]> {
    const now = clock();
    const earlier = alias(m, 'earlier');
    const due = db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.state, 'pending'),
          lte(m.nextTryAt, now),
          or(isNull(m.lockedUntil), lt(m.lockedUntil, now)),
          inArray(m.target, configured),
          or(
            isNull(m.orderingKey),
            notExists(
              db
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    eq(earlier.orderingKey, m.orderingKey),
                    lt(earlier.seq, m.seq),
                    eq(earlier.state, 'pending'),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(m.seq))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(m)
      .set({
        lockedUntil: new Date(now.getTime() + options.leaseMs),
        claimToken: randomUUID(),
        attempts: sql`${m.attempts} + 1`,
      })
      .where(inArray(m.id, due))
      .returning();
  }

  async function deliverOne(row: typeof m.$inferSelect): Promise<Outcome> {
    const deliver = targets[row.target];
    const attempt = row.attempts;
    try {
      if (deliver === undefined) throw new Error(`no ${row.target} target configured`);
      await deliver({ id: row.id, kind: row.kind, payload: row.payload, attempt });
      return { id: row.id, attempt, error: null };
    } catch (error) {
      return { id: row.id, attempt, error };
    }
  }

  async function record(outcomes: readonly Outcome[], claimToken: string): Promise<void> {
    const now = clock();
    const delivered = outcomes.filter((o) => o.error === null).map((o) => o.id);
    if (delivered.length > 0) {
      await db
        .update(m)
        .set({ state: 'delivered', deliveredAt: now, lockedUntil: null, claimToken: null, lastError: null })
        .where(and(inArray(m.id, delivered), eq(m.claimToken, claimToken)));
    }
    for (const outcome of outcomes) {
      if (outcome.error === null) continue;
      const error = outcome.error;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const waited = error instanceof DeliveryError ? error.retryAfterMs : null;
      const dead =
        (error instanceof DeliveryError && error.permanent) ||
        (waited === null && outcome.attempt >= options.maxAttempts);
      const delay =
        waited ??
        retryDelayMs(
          outcome.attempt,
          { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs },
          deps.random,
        );
      log.warn(
        { messageId: outcome.id, attempt: outcome.attempt, dead, err: error },
        'outbound message not delivered',
      );
      await db
        .update(m)
        .set({
          state: dead ? 'dead' : 'pending',
          // A receiver asking to wait is not a failed try.
          attempts: waited === null ? sql`${m.attempts}` : sql`greatest(${m.attempts} - 1, 0)`,
          nextTryAt: new Date(now.getTime() + delay),
          lockedUntil: null,
          claimToken: null,
          lastError: message,
        })
        .where(and(eq(m.id, outcome.id), eq(m.claimToken, claimToken)));
    }
  }

  async function runOnce(): Promise<number> {
    if (configured.length === 0) return 0;
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    const outcomes: Outcome[] = [];
    let next = 0;
    const lanes = Array.from({ length: Math.min(options.concurrency, claimed.length) }, async () => {
      while (next < claimed.length) {
        const row = claimed[next++]!;
        outcomes.push(await deliverOne(row));
      }
    });
    await Promise.all(lanes);
    // One claim statement gave every row the same token.
    await record(outcomes, claimed[0]!.claimToken!);
    return claimed.length;
  }

  function idle(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  }

  async function run(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'outbox round failed; trying again after a pause');
      }
      if (running && claimed < options.batchSize) await idle(options.pollMs);
    }
  }

  return {
    start() {
      if (running || configured.length === 0) return;
      running = true;
      // Two rounds in flight: one claims or records while the other's sends are under way.
      loop = Promise.all([run(), run()]).then(() => undefined);
    },
    async stop() {
      running = false;
      for (const wake of [...sleepers]) wake();
      await loop;
      loop = null;
    },
    wake() {
      if (sleepers.size === 0) woken = true;
      for (const wake of [...sleepers]) wake();
    },
    runOnce,
  };
}
