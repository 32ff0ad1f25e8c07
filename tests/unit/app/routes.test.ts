import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/app/paths';
import type { CurrentUser } from '../../../src/domain/auth/auth.schema';
import { menuFor } from '../../../src/domain/auth/menu';
import { clientRoles, referrerRoles, userRoles } from '../../../src/domain/enums';
import { breadcrumbTrail } from '../../../src/features/layout/breadcrumb-trail';

function routeOf(pathname: string): string[] {
  return Object.entries(paths)
    .filter(([, pattern]) => matchPath({ path: pattern, end: true }, pathname))
    .map(([name]) => name);
}

describe('route table', () => {
  it('has every route of spec section 2', () => {
    const specRoutes = [
      '/',
      '/login',
      '/login/sso-redirect/sqh',
      '/logout',
      '/forgot-password',
      '/reset-password/abc',
      '/redirect-logged-in',
      '/try',
      '/trial/t1',
      '/install/po1/tok',
      '/account',
      '/admin/dashboard',
      '/admin/clients',
      '/admin/clients/add',
      '/admin/clients/c1',
      '/admin/clients/c1/users',
      '/admin/clients/c1/customize',
      '/admin/leads',
      '/admin/referrers',
      '/admin/referrers/add',
      '/admin/referrers/r1',
      '/admin/referrers/r1/users',
      '/admin/referrers/r1/modules',
      '/admin/furnitures',
      '/admin/furnitures/add',
      '/admin/furnitures/f1',
      '/admin/furniture-ranges',
      '/admin/furniture-ranges/add',
      '/admin/furniture-ranges/g1',
      '/admin/furniture-modules',
      '/admin/furniture-modules/add',
      '/admin/furniture-modules/m1',
      '/admin/projects',
      '/admin/projects/add',
      '/admin/projects/p1',
      '/admin/projects/p1/debug',
      '/admin/projects/p1/client-view',
      '/admin/verifications',
      '/admin/verifications/po1',
      '/admin/interventions',
      '/admin/interventions/po1',
      '/admin/purchases',
      '/br',
      '/br/team',
      '/br/leads',
      '/projects',
      '/projects/dashboard',
      '/projects/detail/p1',
      '/projects/p1',
      '/team/c1',
    ];
    expect(specRoutes.filter((pathname) => routeOf(pathname).length === 0)).toEqual([]);
  });

  it('sends every menu entry of every role to a route of the table', () => {
    const client = { _id: 'c1', name: 'C', airtable_link: null };
    const referrer = { _id: 'r1', name: 'R', canAccessPurchaseOrder: true };
    const base = {
      _id: 'u',
      email: 'u@x.fr',
      first_name: 'U',
      last_name: 'V',
      phone_number: null,
      active: true,
    };
    const users: CurrentUser[] = userRoles.flatMap((role) =>
      clientRoles.flatMap((client_role) =>
        referrerRoles.map((business_referrer_role) => ({
          ...base,
          role,
          client,
          client_role,
          business_referrer: referrer,
          business_referrer_role,
        })),
      ),
    );
    const targets = users.flatMap(menuFor).flatMap((entry) => (entry.kind === 'internal' ? [entry.to] : []));
    expect(targets.filter((to) => routeOf(to).length === 0)).toEqual([]);
  });
});

describe('breadcrumbs', () => {
  it.each([
    ['/', []],
    ['/admin/clients', ['title:adminClients']],
    ['/admin/clients/add', ['title:adminClients', 'title:adminClientAdd']],
    [
      '/admin/clients/0190-abc/users',
      ['title:adminClients', 'id:clientId=0190-abc', 'title:adminClientUsers'],
    ],
    ['/projects/detail/p%201', ['title:projects', 'id:projectId=p 1']],
    ['/projects/p1', ['title:projects', 'id:projectId=p1']],
    ['/br/leads', ['title:referrerDashboard', 'title:referrerLeads']],
    ['/nowhere/at/all', []],
  ])('%s shows %j', (pathname, expected) => {
    const shown = breadcrumbTrail(pathname).map((crumb) =>
      crumb.kind === 'id' ? `id:${crumb.param}=${crumb.value}` : `title:${crumb.route}`,
    );
    expect(shown).toEqual(expected);
  });
});
