import type { CurrentUser } from '../auth/auth.schema';
import { paths, publicRouteNames, type PrivateRouteName, type RouteName } from '../paths';
import { actorOfUser, readsTeam } from './actors';
import { canListTeamProjects } from './projects';

/** Whether a signed-in user is one a route serves. */
export type RouteRule = (user: CurrentUser) => boolean;

const anyone: RouteRule = () => true;
const admin: RouteRule = (user) => user.role === 'admin';
const client: RouteRule = (user) => user.role === 'client';
const clientTeamAdmin: RouteRule = (user) => canListTeamProjects(actorOfUser(user));

/** A referrer user attached to its business referrer (one that is not sees nothing, spec section 2). */
function attachedReferrer(user: CurrentUser): boolean {
  return user.role === 'business_referrer' && user.business_referrer !== null;
}
// The dashboard lists every lead of the referrer: whoever reads the team's leads (its admin and manager).
const referrerTeamReader: RouteRule = (user) => attachedReferrer(user) && readsTeam(actorOfUser(user));
const referrerAdmin: RouteRule = (user) => attachedReferrer(user) && user.business_referrer_role === 'admin';

/**
 * Which signed-in users each private route serves (spec sections 2 and 6), in one table: the app's
 * guard shows anyone else a "not available for your account" page, and the menu offers a user only
 * routes this table opens to it. The server still refuses every read and write on its own rules;
 * this keeps a screen of another role from showing at all.
 */
export const routeAccess = {
  account: anyone,
  redirectLoggedIn: anyone,

  adminDashboard: admin,
  adminClients: admin,
  adminClientAdd: admin,
  adminClient: admin,
  adminClientUsers: admin,
  adminClientCustomize: admin,
  adminLeads: admin,
  adminReferrers: admin,
  adminReferrerAdd: admin,
  adminReferrer: admin,
  adminReferrerUsers: admin,
  adminReferrerModules: admin,
  adminFurnitures: admin,
  adminFurnitureAdd: admin,
  adminFurniture: admin,
  adminFurnitureRanges: admin,
  adminFurnitureRangeAdd: admin,
  adminFurnitureRange: admin,
  adminFurnitureModules: admin,
  adminFurnitureModuleAdd: admin,
  adminFurnitureModule: admin,
  adminServices: admin,
  adminBusiness: admin,
  adminUsers: admin,
  adminProjects: admin,
  adminProjectAdd: admin,
  adminProject: admin,
  adminProjectDebug: admin,
  adminProjectClientView: admin,
  adminOutbox: admin,
  adminVerifications: admin,
  adminVerification: admin,
  adminInterventions: admin,
  adminIntervention: admin,
  adminPurchases: admin,

  referrerDashboard: referrerTeamReader,
  referrerTeam: referrerAdmin,
  // My Leads: an agent its own leads (its menu's only entry); an admin or a manager, reached from
  // the dashboard, every lead of its referrer, and registers leads too.
  referrerLeads: attachedReferrer,

  // The back office works projects on its own screens (/admin/projects/...).
  projects: client,
  projectsDashboard: clientTeamAdmin,
  projectDetail: client,
  projectDraft: client,
  team: clientTeamAdmin,
} as const satisfies Record<PrivateRouteName, RouteRule>;

const publicNames = new Set<RouteName>(publicRouteNames);

function isPrivate(name: RouteName): name is PrivateRouteName {
  return !publicNames.has(name);
}

/** Whether a signed-in user may open a route; public routes are open to everyone. */
export function mayOpenRoute(name: RouteName, user: CurrentUser): boolean {
  return isPrivate(name) ? routeAccess[name](user) : true;
}

// Any origin serves as the base: only whether parsing keeps it matters.
const probeOrigin = 'https://fitout.invalid';
// Sign-in pages would loop back to sign-in or sign the user out at once.
const refusedReturnPaths = new Set<string>([paths.login, paths.logout, paths.redirectLoggedIn]);

/**
 * The in-app path a deep link carried through sign-in may send the user back to, or null.
 * Security: only a path of this origin is followed, never a URL or a protocol-relative `//host`
 * (an open redirect would let a crafted sign-in link forward a fresh session's user anywhere).
 * Browsers read `\` as `/` and drop tabs and newlines, so those are refused outright.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return null;
  }
  // Dot segments normalise away: `/..//host` becomes `//host`, so the result is checked again.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== probeOrigin || path.startsWith('//') || refusedReturnPaths.has(url.pathname))
    return null;
  return path;
}
