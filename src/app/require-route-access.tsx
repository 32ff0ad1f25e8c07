import { Outlet, useMatches } from 'react-router';
import { mayOpenRoute } from '../domain/access';
import type { CurrentUser } from '../domain/auth/auth.schema';
import { landingPathFor } from '../domain/auth/menu';
import { NotForAccountScreen } from '../features/placeholder/components/not-for-account-screen';
import { paths, type RouteName } from './paths';

function isRouteName(id: string): id is RouteName {
  return Object.hasOwn(paths, id);
}

/**
 * Guard of every private route: the screen when access/routes.ts opens the route to the signed-in
 * user, else "not available for your account". Each private route's id is its name (routes.tsx).
 */
export function RequireRouteAccess({ user }: { user: CurrentUser }) {
  const route = useMatches()
    .map((match) => match.id)
    .findLast(isRouteName);
  if (route !== undefined && !mayOpenRoute(route, user)) {
    return <NotForAccountScreen homePath={landingPathFor(user)} />;
  }
  return <Outlet />;
}
