import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/domain/auth/auth.schema';
import { landingPathFor, menuFor, type MenuEntry } from '../../../src/domain/auth/menu';

const company = { _id: 'client-1', name: 'Atelier Lumière', airtable_link: 'https://airtable.example/dash' };
const referrer = { _id: 'br-1', name: 'Parisian Relocation', canAccessPurchaseOrder: false };

function user(patch: Partial<CurrentUser>): CurrentUser {
  return {
    _id: 'user-1',
    email: 'someone@fitout.test',
    first_name: 'Some',
    last_name: 'One',
    phone_number: null,
    role: 'client',
    active: true,
    client: null,
    client_role: null,
    business_referrer: null,
    business_referrer_role: null,
    ...patch,
  };
}

/** What a user sees of an entry: its label and where it leads. */
function visible(entries: MenuEntry[]): string[] {
  return entries.map((entry) =>
    entry.kind === 'internal' ? `${entry.labelKey} ${entry.to}` : `${entry.labelKey} ${entry.href} (new tab)`,
  );
}

const cases: { name: string; user: CurrentUser; menu: string[]; landing: string }[] = [
  {
    name: 'admin',
    user: user({ role: 'admin' }),
    menu: [
      'menu.adminDashboard /admin/dashboard',
      'menu.adminClients /admin/clients',
      'menu.adminLeads /admin/leads',
      'menu.adminReferrers /admin/referrers',
      'menu.adminFurnitures /admin/furnitures',
      'menu.adminFurnitureRanges /admin/furniture-ranges',
      'menu.adminFurnitureModules /admin/furniture-modules',
      'menu.adminServices /admin/services',
      'menu.adminProjects /admin/projects',
      'menu.adminVerifications /admin/verifications',
      'menu.adminInterventions /admin/interventions',
      'menu.adminPurchases /admin/purchases',
      'menu.adminBusiness /admin/business',
      'menu.adminUsers /admin/users',
    ],
    landing: '/admin/dashboard',
  },
  {
    name: 'client admin of a company with an Airtable link',
    user: user({ role: 'client', client: company, client_role: 'admin' }),
    menu: [
      'menu.myProjects /projects',
      'menu.allProjects /projects/dashboard',
      'menu.team /team/client-1',
      'menu.externalDashboard https://airtable.example/dash (new tab)',
    ],
    landing: '/projects',
  },
  {
    name: 'client agent of a company with an Airtable link',
    user: user({ role: 'client', client: company, client_role: 'agent' }),
    menu: ['menu.myProjects /projects', 'menu.externalDashboard https://airtable.example/dash (new tab)'],
    landing: '/projects',
  },
  {
    name: 'individual client (admin of its own client, no Airtable link)',
    user: user({ role: 'client', client: { ...company, airtable_link: null }, client_role: 'admin' }),
    menu: ['menu.myProjects /projects', 'menu.allProjects /projects/dashboard', 'menu.team /team/client-1'],
    landing: '/projects',
  },
  {
    name: 'referrer admin',
    user: user({ role: 'business_referrer', business_referrer: referrer, business_referrer_role: 'admin' }),
    menu: ['menu.referrerDashboard /br', 'menu.referrerTeam /br/team'],
    landing: '/br',
  },
  {
    name: 'referrer manager',
    user: user({ role: 'business_referrer', business_referrer: referrer, business_referrer_role: 'manager' }),
    menu: ['menu.referrerDashboard /br'],
    landing: '/br',
  },
  {
    name: 'referrer agent',
    user: user({ role: 'business_referrer', business_referrer: referrer, business_referrer_role: 'agent' }),
    menu: ['menu.referrerLeads /br/leads'],
    landing: '/br/leads',
  },
  {
    name: 'referrer user with no referrer attached',
    user: user({ role: 'business_referrer', business_referrer: null, business_referrer_role: 'admin' }),
    menu: [],
    landing: '/account',
  },
];

describe('side navigation by role (spec section 2)', () => {
  it.each(cases)('$name sees exactly their menu', ({ user: someone, menu }) => {
    expect(visible(menuFor(someone))).toEqual(menu);
  });

  it.each(cases)('$name lands on $landing after signing in', ({ user: someone, landing }) => {
    expect(landingPathFor(someone)).toBe(landing);
  });

  it('escapes the client id in the team link', () => {
    const someone = user({ client: { ...company, _id: 'a/b' }, client_role: 'admin' });
    expect(visible(menuFor(someone))).toContain('menu.team /team/a%2Fb');
  });
});
