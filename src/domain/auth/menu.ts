import { routeAccess, type RouteRule } from '../access/routes';
import { paths, type PrivateRouteName, type RouteName } from '../paths';
import type { CurrentUser } from './auth.schema';

/**
 * The side navigation of spec section 2, as data: which entries a signed-in user sees, in order.
 * `labelKey` is a key of the `nav` translation namespace; an `external` entry opens in a new tab.
 * An internal entry names its route: it shows to whoever access/routes.ts opens that route to.
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
  'adminBusiness',
  'adminUsers',
  'myProjects',
  'allProjects',
  'team',
  'externalDashboard',
  'referrerDashboard',
  'referrerTeam',
  'referrerLeads',
] as const;
export type MenuEntryId = (typeof menuEntryIds)[number];

/**
 * Each entry of the menu, in its order: an internal one names the route it opens, and shows to
 * whoever access/routes.ts opens that route to (the one rule of who may open what), unless `also`
 * says otherwise; an external one shows where the user has its address.
 */
type MenuSlot =
  | { id: MenuEntryId; route: PrivateRouteName; to?: (user: CurrentUser) => string | null; also?: RouteRule }
  | { id: MenuEntryId; href: (user: CurrentUser) => string | null };

const slots: readonly MenuSlot[] = [
  { id: 'adminDashboard', route: 'adminDashboard' },
  { id: 'adminClients', route: 'adminClients' },
  { id: 'adminLeads', route: 'adminLeads' },
  { id: 'adminReferrers', route: 'adminReferrers' },
  { id: 'adminFurnitures', route: 'adminFurnitures' },
  { id: 'adminFurnitureRanges', route: 'adminFurnitureRanges' },
  { id: 'adminFurnitureModules', route: 'adminFurnitureModules' },
  { id: 'adminServices', route: 'adminServices' },
  { id: 'adminProjects', route: 'adminProjects' },
  { id: 'adminVerifications', route: 'adminVerifications' },
  { id: 'adminInterventions', route: 'adminInterventions' },
  { id: 'adminPurchases', route: 'adminPurchases' },
  { id: 'adminBusiness', route: 'adminBusiness' },
  { id: 'adminUsers', route: 'adminUsers' },
  { id: 'myProjects', route: 'projects' },
  { id: 'allProjects', route: 'projectsDashboard' },
  {
    id: 'team',
    route: 'team',
    to: (user) => (user.client ? paths.team.replace(':clientId', encodeURIComponent(user.client._id)) : null),
  },
  { id: 'externalDashboard', href: (user) => user.client?.airtable_link ?? null },
  { id: 'referrerDashboard', route: 'referrerDashboard' },
  { id: 'referrerTeam', route: 'referrerTeam' },
  // Whoever has the dashboard reaches every lead from it: the menu's leads are an agent's own.
  { id: 'referrerLeads', route: 'referrerLeads', also: (user) => !routeAccess.referrerDashboard(user) },
];

function entryOf(slot: MenuSlot, user: CurrentUser): MenuEntry | null {
  const labelKey = `menu.${slot.id}` as const;
  if ('href' in slot) {
    const href = slot.href(user);
    return href ? { kind: 'external', id: slot.id, labelKey, href } : null;
  }
  if (!routeAccess[slot.route](user) || (slot.also && !slot.also(user))) return null;
  const to = slot.to ? slot.to(user) : paths[slot.route];
  return to === null ? null : { kind: 'internal', id: slot.id, labelKey, route: slot.route, to };
}

export function menuFor(user: CurrentUser): MenuEntry[] {
  return slots.flatMap((slot) => entryOf(slot, user) ?? []);
}

/**
 * A referrer user that no business referrer has taken in yet: it has no menu and no home of its
 * own, so its account page says why and whom to ask.
 */
export function awaitsReferrer(user: CurrentUser): boolean {
  return user.role === 'business_referrer' && user.business_referrer === null;
}

/**
 * The home of a user's role, where /redirect-logged-in sends it and where "not available" links: its
 * menu's first screen, or its account page when it has none.
 */
export function landingRouteFor(user: CurrentUser): RouteName {
  const first = menuFor(user).find((entry) => entry.kind === 'internal');
  return first?.kind === 'internal' ? first.route : 'account';
}

export function landingPathFor(user: CurrentUser): string {
  return paths[landingRouteFor(user)];
}
