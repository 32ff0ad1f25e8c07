import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { scheduledRuns } from './schema';

/**
 * Claims the period of `now` (periods of `periodMs` from the epoch, on the app's clock) for the
 * schedule `name`: true for exactly one caller per period, whichever instance asks first. One
 * statement: the upsert's row lock orders concurrent claims, and only the first moves the row.
 */
export async function claimPeriod(db: Db, name: string, now: Date, periodMs: number): Promise<boolean> {
  const periodStart = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  const claimed = await db
    .insert(scheduledRuns)
    .values({ name, periodStart })
    .onConflictDoUpdate({
      target: scheduledRuns.name,
      set: { periodStart },
      setWhere: sql`${scheduledRuns.periodStart} < ${periodStart}`,
    })
    .returning({ name: scheduledRuns.name });
  return claimed.length > 0;
}
