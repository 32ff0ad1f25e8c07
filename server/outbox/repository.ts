import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FailingMessages, OutboundMessageView } from '../../src/domain/outbox/outbound-message.schema';
import type { Db } from '../db/client';
import { outboundMessages as m, projects } from '../db/schema';

type Row = typeof m.$inferSelect;

function view(row: Row, maxAttempts: number): OutboundMessageView {
  return {
    id: row.id,
    target: row.target,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts,
    lastError: row.lastError,
    nextTryAt: row.state === 'pending' ? row.nextTryAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * A project's messages, or with `null` those about no project (mail), oldest first as they were
 * enqueued. A project has a handful (a few per validation or regeneration); mail is capped to the
 * latest thousand.
 */
export async function projectMessages(
  db: Db,
  projectId: string | null,
  maxAttempts: number,
): Promise<OutboundMessageView[]> {
  const rows = await db
    .select()
    .from(m)
    .where(projectId === null ? isNull(m.projectId) : eq(m.projectId, projectId))
    .orderBy(desc(m.seq))
    .limit(1000);
  rows.reverse();
  return rows.map((row) => view(row, maxAttempts));
}

/**
 * A dead message gets a fresh set of tries, due now; the same id, so the receiver still sees the
 * same idempotency key. Returns null when there is no such message, or it is not dead.
 */
export async function retryDeadMessage(db: Db, id: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(m)
    .set({ state: 'pending', attempts: 0, nextTryAt: now, lockedUntil: null, claimToken: null })
    .where(and(eq(m.id, id), eq(m.state, 'dead')))
    .returning();
  return row === undefined ? null : view(row, maxAttempts);
}

export async function messageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: m.id }).from(m).where(eq(m.id, id)).limit(1);
  return row !== undefined;
}

/** The dashboard's figures, in all and per project (with its name, for the link to its debug page). */
export async function failingMessages(db: Db): Promise<FailingMessages> {
  const rows = await db
    .select({
      projectId: m.projectId,
      name: sql<string | null>`max(${projects.data} ->> 'name')`,
      dead: sql<number>`count(*) filter (where ${m.state} = 'dead')`.mapWith(Number),
      retrying: sql<number>`count(*) filter (where ${m.state} = 'pending')`.mapWith(Number),
    })
    .from(m)
    .leftJoin(projects, eq(projects.id, m.projectId))
    .where(or(eq(m.state, 'dead'), and(eq(m.state, 'pending'), isNotNull(m.lastError))))
    .groupBy(m.projectId)
    .orderBy(desc(sql`count(*)`));
  return {
    dead: rows.reduce((sum, row) => sum + row.dead, 0),
    retrying: rows.reduce((sum, row) => sum + row.retrying, 0),
    projects: rows,
  };
}
