import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The channel on which a credential's end (a sign-out, a deactivation, a revoked link) is announced. */
export const credentialsChannel = 'fitout_credentials';

/**
 * Tells every server instance that a credential ended, so each closes the live-update streams it
 * opened (GET /sync/events) at once. Called inside the transaction that ends it: NOTIFY leaves only
 * on commit, so no instance re-checks before the change is visible.
 */
export async function announceCredentialEnded(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${credentialsChannel}, '')`);
}
