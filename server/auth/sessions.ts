import { and, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { nextVersion } from '../db/versions';
import { announceCredentialEnded } from './credential-ended';
import { hashToken, randomToken } from './tokens';

/** Long and sliding: people work offline for days and must not be signed out while they do. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Extend a session at most once an hour, so a busy client does not write on every request. */
export const sessionTouchIntervalMs = 60 * 60 * 1000;

/**
 * Opens a session: every sign-in (password, sign-up, single sign-on) comes through here, so this is
 * where an invited account becomes an active one, with a new change version for the team's lists.
 */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomToken();
  const [pending] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.invited, true)));
  if (pending !== undefined)
    await db.transaction(async (tx) => {
      const version = await nextVersion(tx);
      await tx
        .update(users)
        .set({ invited: false, version, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.invited, true)));
    });
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

/** A session that opens the app at `now`: not revoked nor expired, of an active, undeleted user. */
export function liveSession(now: Date): SQL | undefined {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    eq(users.active, true),
    isNull(users.deletedAt),
  );
}

/** Which of these sessions still open the app (streams opened with them stay open). */
export async function liveSessionIds(db: Db, sessionIds: readonly string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), liveSession(now)));
  return new Set(rows.map((row) => row.id));
}

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
    .where(and(eq(sessions.tokenHash, hashToken(token)), liveSession(now)))
    .limit(1);
  if (row === undefined) return undefined;
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
  await announceCredentialEnded(db);
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
  await announceCredentialEnded(db);
}
