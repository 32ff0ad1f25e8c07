import type { Db } from '../db/client';
import { findUserByEmail } from '../auth/users';
import { nextVersion } from '../db/versions';
import { demoAdminEmail, seedAccounts } from './accounts';

export interface SeedOptions {
  now?: Date;
  /** Size factor for the larger data sets (benchmarks); the accounts are always the same. */
  scale?: number;
}

/**
 * Loads the demo into an empty database, in one transaction. Idempotent: does nothing when the
 * demo admin exists. Returns whether it seeded.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if ((await findUserByEmail(db, demoAdminEmail)) !== undefined) return false;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await seedAccounts(tx, version, now);
  });
  return true;
}
