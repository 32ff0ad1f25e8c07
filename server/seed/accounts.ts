import type { Client } from '../../src/domain/entities/client.schema';
import type { Tx } from '../db/client';
import { hashPassword } from '../auth/passwords';
import { insertUserWithHash, type NewUser } from '../auth/users';
import { insertBusinessReferrer, insertClient } from '../organisations/repository';

export const demoPassword = 'Fitout-demo-2026!';
export const demoAdminEmail = 'admin@fitout.test';

/** Every demo login, one per kind of actor the seed makes (the referrer without a referrer too). */
export const demoLogins = [
  demoAdminEmail,
  'b2b-admin@fitout.test',
  'b2b-agent@fitout.test',
  'b2c@fitout.test',
  'br-admin@fitout.test',
  'br-manager@fitout.test',
  'br-agent@fitout.test',
  'br-orphan@fitout.test',
] as const;

/** Fixed ids, so other seed files and tests can refer to the demo organisations. */
export const demoIds = {
  companyClient: '0190a000-0000-7000-8000-000000000001',
  individualClient: '0190a000-0000-7000-8000-000000000002',
  referrer: '0190a000-0000-7000-8000-000000000003',
} as const;

export interface DemoAccounts {
  companyClientId: string;
  individualClientId: string;
  clients: Client[];
  referrerId: string;
  userIds: Record<string, string>;
}

/**
 * The demo logins of the README, all with `demoPassword`, in the caller's transaction.
 * `passwordHash`: that password's hash, when the caller has one (test runs make one cheaper hash).
 */
export async function seedAccounts(
  tx: Tx,
  version: number,
  now: Date,
  passwordHash?: string,
): Promise<DemoAccounts> {
  const stamp = now.toISOString();
  const company = await insertClient(
    tx,
    {
      id: demoIds.companyClient,
      createdAt: stamp,
      updatedAt: stamp,
      name: 'Atelier Lumière',
      email: 'contact@atelier-lumiere.test',
      phone: '+33140000000',
      vatNumber: 'FR12345678901',
      airtableLink: 'https://airtable.com/appAtelierLumiere',
      billingAddress: {
        street: 'Rue de Rivoli',
        number: '42',
        zipCode: '75004',
        city: 'Paris',
        country: 'FR',
      },
      isCompany: true,
      pricingMultiplier: 1.5,
    },
    version,
  );
  const individual = await insertClient(
    tx,
    {
      id: demoIds.individualClient,
      createdAt: stamp,
      updatedAt: stamp,
      name: 'Camille Martin',
      email: 'b2c@fitout.test',
      phone: '+33612345678',
      billingAddress: {
        street: 'Avenue Jean Jaurès',
        number: '7',
        zipCode: '92120',
        city: 'Montrouge',
        country: 'FR',
      },
      isCompany: false,
    },
    version,
  );
  const referrer = await insertBusinessReferrer(
    tx,
    {
      id: demoIds.referrer,
      createdAt: stamp,
      updatedAt: stamp,
      name: 'Parisian Relocation',
      canAccessPurchaseOrder: true,
    },
    version,
  );

  const accounts: Omit<NewUser, 'password'>[] = [
    { email: demoAdminEmail, firstName: 'Alice', lastName: 'Durand', role: 'admin' },
    {
      email: 'b2b-admin@fitout.test',
      firstName: 'Bastien',
      lastName: 'Lefèvre',
      phoneNumber: '+33611111111',
      role: 'client',
      clientId: company.id,
      clientRole: 'admin',
    },
    {
      email: 'b2b-agent@fitout.test',
      firstName: 'Chloé',
      lastName: 'Moreau',
      phoneNumber: '+33622222222',
      role: 'client',
      clientId: company.id,
      clientRole: 'agent',
    },
    {
      email: 'b2c@fitout.test',
      firstName: 'Camille',
      lastName: 'Martin',
      phoneNumber: '+33612345678',
      role: 'client',
      clientId: individual.id,
      clientRole: 'admin',
    },
    ...(['admin', 'manager', 'agent'] as const).map((referrerRole, index) => ({
      email: `br-${referrerRole}@fitout.test`,
      firstName: ['Damien', 'Élodie', 'Farid'][index] ?? 'Demo',
      lastName: ['Petit', 'Roux', 'Benali'][index] ?? 'User',
      role: 'business_referrer' as const,
      businessReferrerId: referrer.id,
      businessReferrerRole: referrerRole,
    })),
    {
      email: 'br-orphan@fitout.test',
      firstName: 'Gaspard',
      lastName: 'Sans-Agence',
      role: 'business_referrer',
    },
  ];

  // One hash for every demo login: they share a published password, and hashing is the slow part.
  const hash = passwordHash ?? (await hashPassword(demoPassword));
  const userIds: Record<string, string> = {};
  for (const account of accounts) {
    const user = await insertUserWithHash(tx, account, hash, now, version);
    userIds[user.email] = user.id;
  }
  return {
    companyClientId: company.id,
    individualClientId: individual.id,
    clients: [company, individual],
    referrerId: referrer.id,
    userIds,
  };
}
