import { describe, expect, it } from 'vitest';
import { mayOpenRoute, routeAccess, safeReturnPath } from '../../../src/domain/access';
import type { CurrentUser } from '../../../src/domain/auth/auth.schema';
import { landingRouteFor, menuFor } from '../../../src/domain/auth/menu';
import { clientRoles, referrerRoles } from '../../../src/domain/enums';
import { paths, publicRouteNames, type RouteName } from '../../../src/domain/paths';

const company = { _id: 'c1', name: 'Atelier Lumière', airtable_link: 'https://airtable.com/x' };
const individual = { _id: 'c2', name: 'Camille', airtable_link: null };
const referrer = { _id: 'r1', name: 'Parisian Relocation', canAccessPurchaseOrder: true };

function user(key: string, fields: Partial<CurrentUser> & Pick<CurrentUser, 'role'>): [string, CurrentUser] {
  return [
    key,
    {
      _id: key,
      email: `${key}@fitout.test`,
      first_name: 'A',
      last_name: 'B',
      phone_number: null,
      active: true,
      client: null,
      client_role: null,
      business_referrer: null,
      business_referrer_role: null,
      ...fields,
    },
  ];
}

/** The demo logins of server/seed/accounts.ts, as `auth/me` describes them. */
const demoUsers = new Map<string, CurrentUser>([
  user('admin', { role: 'admin' }),
  user('b2b-admin', { role: 'client', client: company, client_role: 'admin' }),
  user('b2b-agent', { role: 'client', client: company, client_role: 'agent' }),
  user('b2c', { role: 'client', client: individual, client_role: 'admin' }),
  user('br-admin', {
    role: 'business_referrer',
    business_referrer: referrer,
    business_referrer_role: 'admin',
  }),
  user('br-manager', {
    role: 'business_referrer',
    business_referrer: referrer,
    business_referrer_role: 'manager',
  }),
  user('br-agent', {
    role: 'business_referrer',
    business_referrer: referrer,
    business_referrer_role: 'agent',
  }),
  user('br-orphan', { role: 'business_referrer' }),
]);

/** Every shape a signed-in user can take, beyond the demo: each role with and without its organisation. */
const everyShape: CurrentUser[] = [
  ...demoUsers.values(),
  ...clientRoles.map((client_role) => user('c', { role: 'client', client: company, client_role })[1]),
  user('client-alone', { role: 'client' })[1],
  ...[...referrerRoles, null].map(
    (business_referrer_role) =>
      user('r', { role: 'business_referrer', business_referrer: referrer, business_referrer_role })[1],
  ),
];

function demo(key: string): CurrentUser {
  const found = demoUsers.get(key);
  if (!found) throw new Error(`no demo user ${key}`);
  return found;
}

function openedTo(route: RouteName): string[] {
  return [...demoUsers].filter(([, each]) => mayOpenRoute(route, each)).map(([key]) => key);
}

describe('who may open each route', () => {
  it('has a rule for every private route, and none for a public one', () => {
    const publicNames = new Set<string>(publicRouteNames);
    const privateNames = Object.keys(paths).filter((name) => !publicNames.has(name));
    expect(Object.keys(routeAccess).sort()).toEqual(privateNames.sort());
  });

  it('opens public routes to everyone', () => {
    for (const route of publicRouteNames) expect(openedTo(route)).toHaveLength(demoUsers.size);
  });

  it.each([
    ['adminFurnitures', ['admin']],
    ['adminInterventions', ['admin']],
    ['adminProjectClientView', ['admin']],
    ['projects', ['b2b-admin', 'b2b-agent', 'b2c']],
    ['projectDraft', ['b2b-admin', 'b2b-agent', 'b2c']],
    ['projectsDashboard', ['b2b-admin', 'b2c']],
    ['team', ['b2b-admin', 'b2c']],
    ['referrerDashboard', ['br-admin', 'br-manager']],
    ['referrerTeam', ['br-admin']],
    ['referrerLeads', ['br-admin', 'br-manager', 'br-agent']],
    ['account', [...demoUsers.keys()]],
    ['redirectLoggedIn', [...demoUsers.keys()]],
  ] as const)('%s is for %j', (route, keys) => {
    expect(openedTo(route)).toEqual(keys);
  });

  it('offers in every menu only routes its user may open', () => {
    for (const each of everyShape) {
      const closed = menuFor(each).filter(
        (entry) => entry.kind === 'internal' && !mayOpenRoute(entry.route, each),
      );
      expect(closed, `${each.role} ${each.client_role} ${each.business_referrer_role}`).toEqual([]);
    }
  });

  it('sends every user home to a route it may open', () => {
    for (const each of everyShape) expect(mayOpenRoute(landingRouteFor(each), each)).toBe(true);
    expect([...demoUsers].map(([key, each]) => [key, landingRouteFor(each)])).toEqual([
      ['admin', 'adminDashboard'],
      ['b2b-admin', 'projects'],
      ['b2b-agent', 'projects'],
      ['b2c', 'projects'],
      ['br-admin', 'referrerDashboard'],
      ['br-manager', 'referrerDashboard'],
      ['br-agent', 'referrerLeads'],
      ['br-orphan', 'account'],
    ]);
  });

  it('gives a client admin its own team in the menu', () => {
    expect(menuFor(demo('b2b-admin')).find((entry) => entry.id === 'team')).toMatchObject({
      route: 'team',
      to: '/team/c1',
    });
  });
});

describe('the address carried through sign-in', () => {
  it.each([
    '/admin/interventions',
    '/admin/interventions/0190a000-0000-7000-8000-000000000001',
    '/projects?status=draft&page=2',
    '/projects/p1?step=rooms#quote',
    '/br/leads',
  ])('returns to %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'admin/interventions',
    '//evil.example',
    '//evil.example/admin',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    '/./%2e%2e//evil.example',
    'https://evil.example/admin',
    'javascript:alert(1)',
    ' /admin',
    '/login',
    '/logout',
    '/redirect-logged-in?next=/admin',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
