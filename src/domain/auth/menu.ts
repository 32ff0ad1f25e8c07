import { exhaustive } from '../enums';
import { paths, type RouteName } from '../paths';
import type { CurrentUser } from './auth.schema';

/**
 * The side navigation of spec section 2, as data: which entries a signed-in user sees, in order.
 * `labelKey` is a key of the `nav` translation namespace; an `external` entry opens in a new tab.
 * An internal entry names its route, which access/routes.ts must open to whoever sees the entry.
 */
export type MenuEntry =
  | { kind: 'internal'; id: MenuEntryId; labelKey: `menu.${MenuEntryId}`; route: RouteName; to: string }
  | { kind: 'external'; id: MenuEntryId; labelKey: `menu.${MenuEntryId}`; href: string };

export const menuEntryIds = [
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
  'myProjects',
  'allProjects',
  'team',
  'externalDashboard',
  'referrerDashboard',
  'referrerTeam',
  'referrerLeads',
] as const;
export type MenuEntryId = (typeof menuEntryIds)[number];

function internal(id: MenuEntryId, route: RouteName, to: string = paths[route]): MenuEntry {
  return { kind: 'internal', id, labelKey: `menu.${id}`, route, to };
}

const adminMenu: readonly MenuEntry[] = [
  internal('adminDashboard', 'adminDashboard'),
  internal('adminClients', 'adminClients'),
  internal('adminLeads', 'adminLeads'),
  internal('adminReferrers', 'adminReferrers'),
  internal('adminFurnitures', 'adminFurnitures'),
  internal('adminFurnitureRanges', 'adminFurnitureRanges'),
  internal('adminFurnitureModules', 'adminFurnitureModules'),
  internal('adminServices', 'adminServices'),
  internal('adminProjects', 'adminProjects'),
  internal('adminVerifications', 'adminVerifications'),
  internal('adminInterventions', 'adminInterventions'),
  internal('adminPurchases', 'adminPurchases'),
];

function clientMenu(user: CurrentUser): MenuEntry[] {
  const entries = [internal('myProjects', 'projects')];
  if (user.client_role === 'admin' && user.client) {
    entries.push(
      internal('allProjects', 'projectsDashboard'),
      internal('team', 'team', paths.team.replace(':clientId', encodeURIComponent(user.client._id))),
    );
  }
  const airtableLink = user.client?.airtable_link;
  if (airtableLink) {
    entries.push({
      kind: 'external',
      id: 'externalDashboard',
      labelKey: 'menu.externalDashboard',
      href: airtableLink,
    });
  }
  return entries;
}

function referrerMenu(user: CurrentUser): MenuEntry[] {
  // A referrer user not attached to a business referrer has nothing to look at yet.
  if (!user.business_referrer) return [];
  switch (user.business_referrer_role) {
    case 'admin':
      return [internal('referrerDashboard', 'referrerDashboard'), internal('referrerTeam', 'referrerTeam')];
    case 'manager':
      return [internal('referrerDashboard', 'referrerDashboard')];
    case 'agent':
    case null:
      return [internal('referrerLeads', 'referrerLeads')];
    default:
      return exhaustive(user.business_referrer_role);
  }
}

export function menuFor(user: CurrentUser): MenuEntry[] {
  switch (user.role) {
    case 'admin':
      return [...adminMenu];
    case 'client':
      return clientMenu(user);
    case 'business_referrer':
      return referrerMenu(user);
    default:
      return exhaustive(user.role);
  }
}

/**
 * A referrer user that no business referrer has taken in yet: it has no menu and no home of its
 * own, so its account page says why and whom to ask.
 */
export function awaitsReferrer(user: CurrentUser): boolean {
  return user.role === 'business_referrer' && user.business_referrer === null;
}

/** The home of a user's role: where /redirect-logged-in sends it and where "not available" links. */
export function landingRouteFor(user: CurrentUser): RouteName {
  switch (user.role) {
    case 'admin':
      return 'adminDashboard';
    case 'client':
      return 'projects';
    case 'business_referrer':
      if (awaitsReferrer(user)) return 'account';
      return user.business_referrer_role === 'admin' || user.business_referrer_role === 'manager'
        ? 'referrerDashboard'
        : 'referrerLeads';
    default:
      return exhaustive(user.role);
  }
}

export function landingPathFor(user: CurrentUser): string {
  return paths[landingRouteFor(user)];
}
