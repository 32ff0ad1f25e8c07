import type { Lead } from '../../src/domain/entities/lead.schema';
import { leadStatuses } from '../../src/domain/enums';
import type { Tx } from '../db/client';
import { insertSyncedRows } from '../sync/bulk-insert';
import type { DemoAccounts } from './accounts';
import type { Random } from './catalogue';

const people = [
  'Camille Lefèvre',
  'Hélène Moreau',
  'Théo Garnier',
  'Zoé Rousseau',
  'Jérôme Fabre',
  'Inès Chevalier',
  'Noël Dubois',
  'Léa Mercier',
];

/** Leads of the demo referrer in every referral status, brought by each of its users. */
export async function seedLeads(
  tx: Tx,
  version: number,
  now: Date,
  random: Random,
  options: { referrerId: string; agentIds: readonly string[] },
): Promise<void> {
  const stamp = now.toISOString();
  const leads: Lead[] = [];
  for (const agentId of options.agentIds) {
    for (const referralStatus of leadStatuses) {
      const name = people[leads.length % people.length]!;
      leads.push({
        id: random.id(),
        createdAt: stamp,
        updatedAt: stamp,
        businessReferrerId: options.referrerId,
        agentId,
        name,
        email: `${name
          .split(' ')[0]!
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')}@example.fr`,
        phone: `+3361234${String(random.int(1000, 9999))}`,
        leadAddress: {
          street: 'rue Oberkampf',
          number: String(random.int(1, 90)),
          zipCode: '75011',
          city: 'Paris',
          country: 'FR',
          apartmentNumber: '',
          floor: '',
          hasElevator: false,
          hasEasyAccess: false,
          notes: '',
        },
        projectAddress: {
          street: 'rue de Vaugirard',
          number: String(random.int(1, 200)),
          zipCode: '75015',
          city: 'Paris',
          country: 'FR',
          apartmentNumber: '',
          floor: '',
          hasElevator: true,
          hasEasyAccess: true,
          notes: '',
        },
        referralStatus,
        firstContractAt: referralStatus === 'referred' ? stamp : null,
        projectId: null,
        contractValueCents: referralStatus === 'referred' ? (leads.length + 1) * 1_000_000 : null,
      });
    }
  }
  await insertSyncedRows(tx, 'leads', leads, version);
}

/** The referrer users who bring leads: the agent (sees only its own), the manager and the admin. */
export function demoLeadAgents(accounts: DemoAccounts): string[] {
  return ['br-agent@fitout.test', 'br-manager@fitout.test', 'br-admin@fitout.test'].flatMap((email) => {
    const id = accounts.userIds[email];
    return id === undefined ? [] : [id];
  });
}
