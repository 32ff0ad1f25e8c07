import { exhaustive } from '../enums';
import type { CurrentUser } from './auth.schema';

/**
 * The side navigation of spec section 2, as data: which entries a signed-in user sees, in order.
 * `labelKey` is a key of the `nav` translation namespace; an `external` entry opens in a new tab.
 */
export type MenuEntry =
  | { kind: 'internal'; id: MenuEntryId; labelKey: `menu.${MenuEntryId}`; to: string }
  | { kind: 'external'; id: MenuEntryId; labelKey: `menu.${MenuEntryId}`; href: string };

export const menuEntryIds = [
  'adminDashboard',
  'adminClients',
  'adminLeads',
  'adminReferrers',
  'adminFurnitures',
  'adminFurnitureRanges',
  'adminFurnitureModules',
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

function internal(id: MenuEntryId, to: string): MenuEntry {
  return { kind: 'internal', id, labelKey: `menu.${id}`, to };
}

const adminMenu: readonly MenuEntry[] = [
  internal('adminDashboard', '/admin/dashboard'),
  internal('adminClients', '/admin/clients'),
  internal('adminLeads', '/admin/leads'),
  internal('adminReferrers', '/admin/referrers'),
  internal('adminFurnitures', '/admin/furnitures'),
  internal('adminFurnitureRanges', '/admin/furniture-ranges'),
  internal('adminFurnitureModules', '/admin/furniture-modules'),
  internal('adminProjects', '/admin/projects'),
  internal('adminVerifications', '/admin/verifications'),
  internal('adminInterventions', '/admin/interventions'),
  internal('adminPurchases', '/admin/purchases'),
];

function clientMenu(user: CurrentUser): MenuEntry[] {
  const entries = [internal('myProjects', '/projects')];
  if (user.client_role === 'admin') {
    entries.push(internal('allProjects', '/projects/dashboard'));
    if (user.client) entries.push(internal('team', `/team/${encodeURIComponent(user.client._id)}`));
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
      return [internal('referrerDashboard', '/br'), internal('referrerTeam', '/br/team')];
    case 'manager':
      return [internal('referrerDashboard', '/br')];
    case 'agent':
    case null:
      return [internal('referrerLeads', '/br/leads')];
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

/** Where /redirect-logged-in sends a user right after signing in. */
export function landingPathFor(user: CurrentUser): string {
  switch (user.role) {
    case 'admin':
      return '/admin/dashboard';
    case 'client':
      return '/projects';
    case 'business_referrer':
      if (!user.business_referrer) return '/account';
      return user.business_referrer_role === 'admin' || user.business_referrer_role === 'manager'
        ? '/br'
        : '/br/leads';
    default:
      return exhaustive(user.role);
  }
}
