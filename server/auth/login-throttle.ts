import { and, count, eq, gt, lte } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LoginThrottle {
  maxFailures: number;
  windowMs: number;
}

/** Failed sign-ins are counted per email and IP, so one attacker cannot lock a user out everywhere. */
export async function isLoginThrottled(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  limits: LoginThrottle,
): Promise<boolean> {
  const since = new Date(now.getTime() - limits.windowMs);
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return (row?.failures ?? 0) >= limits.maxFailures;
}

export async function recordLoginFailure(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  limits: LoginThrottle,
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMs);
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(
        and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), lte(loginFailures.createdAt, since)),
      );
    await tx.insert(loginFailures).values({ id: uuidv7(now.getTime()), email, ip, createdAt: now });
  });
}

export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
