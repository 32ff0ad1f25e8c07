import type { Db } from '../db/client';
import { findUserByEmail } from '../auth/users';
import { nextVersion } from '../db/versions';
import { seedBusinessSettings } from './business';
import { demoAdminEmail, seedAccounts } from './accounts';
import { createRandom, seedCatalogue } from './catalogue';
import { seedInterventions } from './interventions';
import { demoLeadAgents, seedLeads } from './leads';
import { demoProjectOwners, seedProjects } from './projects';

export interface SeedOptions {
  now?: Date;
  /** Size factor for the larger data sets (benchmarks); the accounts are always the same. */
  scale?: number;
  /** The demo logins' password hash, made by the caller (test runs make a cheaper one, once). */
  passwordHash?: string;
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
    const accounts = await seedAccounts(tx, version, now, options.passwordHash);
    await seedBusinessSettings(tx, version, now);
    const random = createRandom(2026);
    const scale = options.scale ?? 1;
    const catalogue = await seedCatalogue(tx, version, now, random, {
      scale,
      companyClientId: accounts.companyClientId,
    });
    const owners = demoProjectOwners(accounts);
    const projects = await seedProjects(tx, version, now, random, {
      scale,
      owners,
      furniture: catalogue.furniture,
    });
    const adminId = accounts.userIds[demoAdminEmail];
    if (adminId === undefined) throw new Error('the demo admin was not seeded');
    await seedInterventions(tx, version, now, random, {
      projects,
      furniture: catalogue.furniture,
      clients: accounts.clients,
      adminId,
    });
    await seedLeads(tx, version, now, random, {
      referrerId: accounts.referrerId,
      agentIds: demoLeadAgents(accounts),
    });
  });
  return true;
}
