import { and, count, eq, gt, lte } from 'drizzle-orm';
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
 * Security: the attempt is written first, each statement committing on its own, then counted. An
 * attempt counts at least every attempt written before it, so however many arrive at once, at most
 * `maxFailures` find a free slot and reach the password check. A failed attempt keeps its row (it
 * is the recorded failure); the caller releases it when the password was right.
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  limits: LoginThrottle,
): Promise<string | undefined> {
  const since = new Date(now.getTime() - limits.windowMs);
  await db.delete(loginFailures).where(and(attemptsOf(email, ip), lte(loginFailures.createdAt, since)));
  const id = uuidv7(now.getTime());
  await db.insert(loginFailures).values({ id, email, ip, createdAt: now });
  const [row] = await db
    .select({ attempts: count() })
    .from(loginFailures)
    .where(and(attemptsOf(email, ip), gt(loginFailures.createdAt, since)));
  if ((row?.attempts ?? 0) <= limits.maxFailures) return id;
  // A refused attempt checks nothing, so it does not count: the window ends as it would have.
  await releaseLoginAttempt(db, id);
  return undefined;
}

/** Gives back one reserved attempt that was not a failure (the password was right). */
export async function releaseLoginAttempt(db: Db, attemptId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** After a successful sign-in: earlier failures from this address no longer count. */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(attemptsOf(email, ip));
}
