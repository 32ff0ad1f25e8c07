import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LoginThrottle {
  maxFailures: number;
  windowMs: number;
}

const attemptsOf = (email: string, ip: string) =>
  and(eq(loginFailures.email, email), eq(loginFailures.ip, ip));

/**
 * Reserves a sign-in attempt for an email and IP before the (slow) password check; undefined when
 * the window is full. Counted per email and IP, so one attacker cannot lock a user out everywhere.
 *
 * Security: count and write happen in one transaction holding a lock on the email and IP (an
 * advisory lock, so instances sharing a PostgreSQL serialize too): however many attempts arrive at
 * once, exactly `maxFailures` find a free slot and reach the password check. A failed attempt keeps
 * its row (it is the recorded failure); the caller releases it when the password was right.
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  limits: LoginThrottle,
): Promise<string | undefined> {
  const since = new Date(now.getTime() - limits.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}:${ip}`}))`);
    await tx.delete(loginFailures).where(and(attemptsOf(email, ip), lte(loginFailures.createdAt, since)));
    const [row] = await tx
      .select({ attempts: count() })
      .from(loginFailures)
      .where(and(attemptsOf(email, ip), gt(loginFailures.createdAt, since)));
    if ((row?.attempts ?? 0) >= limits.maxFailures) return undefined;
    const id = uuidv7(now.getTime());
    await tx.insert(loginFailures).values({ id, email, ip, createdAt: now });
    return id;
  });
}

/** Gives back one reserved attempt that was not a failure (the password was right). */
export async function releaseLoginAttempt(db: Db, attemptId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** After a successful sign-in: earlier failures from this address no longer count. */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(attemptsOf(email, ip));
}
