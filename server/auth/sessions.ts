import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, randomToken } from './tokens';

/** Long and sliding: people work offline for days and must not be signed out while they do. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Extend a session at most once an hour, so a busy client does not write on every request. */
export const sessionTouchIntervalMs = 60 * 60 * 1000;

export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: uuidv7(now.getTime()),
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/** The live session of a token and its user, extending it when due; undefined when not usable. */
export async function resumeSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ sessionId: string; user: SessionUser } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  if (row === undefined || !row.user.active || row.user.deletedAt !== null) return undefined;
  if (now.getTime() - row.session.lastUsedAt.getTime() >= sessionTouchIntervalMs) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + sessionLifetimeMs) })
      .where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, except `keepSessionId` when given (the one making the change). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
