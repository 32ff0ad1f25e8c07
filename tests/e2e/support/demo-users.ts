import type { MenuEntryId } from '../../../src/domain/auth/menu';

/** The password of every demo login (README, server seed). */
export const DEMO_PASSWORD = 'Fitout-demo-2026!';

const adminMenu: MenuEntryId[] = [
  'adminDashboard',
  'adminClients',
  'adminLeads',
  'adminReferrers',
  'adminFurnitures',
  'adminFurnitureRanges',
  'adminFurnitureModules',
  'adminServices',
  'adminProjects',
  'adminVerifications',
  'adminInterventions',
  'adminPurchases',
  'adminBusiness',
  'adminUsers',
];

/**
 * Every demo login with the side menu spec section 2 gives it, written out here rather than taken
 * from src/domain/auth/menu.ts so the test checks the spec, not the code against itself.
 */
export const demoUsers = [
  { key: 'admin', email: 'admin@fitout.test', menu: adminMenu },
  // Company admin whose client has an airtable link: its external dashboard opens in a new tab.
  {
    key: 'b2b-admin',
    email: 'b2b-admin@fitout.test',
    menu: ['myProjects', 'allProjects', 'team', 'externalDashboard'],
  },
  { key: 'b2b-agent', email: 'b2b-agent@fitout.test', menu: ['myProjects', 'externalDashboard'] },
  { key: 'b2c', email: 'b2c@fitout.test', menu: ['myProjects', 'allProjects', 'team'] },
  { key: 'br-admin', email: 'br-admin@fitout.test', menu: ['referrerDashboard', 'referrerTeam'] },
  { key: 'br-manager', email: 'br-manager@fitout.test', menu: ['referrerDashboard'] },
  { key: 'br-agent', email: 'br-agent@fitout.test', menu: ['referrerLeads'] },
  { key: 'br-orphan', email: 'br-orphan@fitout.test', menu: [] },
] as const satisfies ReadonlyArray<{ key: string; email: string; menu: readonly MenuEntryId[] }>;

export type DemoUser = (typeof demoUsers)[number];

export function demoUser(key: DemoUser['key']): DemoUser {
  const user = demoUsers.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user;
}
