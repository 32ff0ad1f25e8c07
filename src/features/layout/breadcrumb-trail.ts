import { matchPath } from 'react-router';
import { paths, type RouteName } from '../../app/paths';

/** `param` names what the id is of (`projectId`, `clientId`), so the trail can put its name in front. */
export type Crumb =
  { kind: 'title'; to: string; route: RouteName } | { kind: 'id'; to: string; value: string; param: string };

const routeEntries = Object.entries(paths) as [RouteName, string][];
const routeByPattern = new Map(routeEntries.map(([name, pattern]) => [pattern, name]));

function dynamicSegmentCount(pattern: string): number {
  return pattern.split('/').filter((segment) => segment.startsWith(':')).length;
}

/** The route a pathname shows; a literal segment beats a parameter (`/admin/clients/add`). */
function bestMatch(pathname: string): string | null {
  let best: string | null = null;
  for (const [, pattern] of routeEntries) {
    if (!matchPath({ path: pattern, end: true }, pathname)) continue;
    if (best === null || dynamicSegmentCount(pattern) < dynamicSegmentCount(best)) best = pattern;
  }
  return best;
}

/**
 * Breadcrumbs for a pathname (spec section 2): each ancestor that is a route of its own, with its
 * translated title, or with the raw id for an id segment. Ancestors that are no route are skipped.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const pattern = bestMatch(pathname);
  if (pattern === null || pattern === paths.home) return [];
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let index = 1; index <= patternSegments.length; index += 1) {
    const route = routeByPattern.get(`/${patternSegments.slice(0, index).join('/')}`);
    if (!route) continue;
    const to = `/${pathSegments.slice(0, index).join('/')}`;
    const segment = patternSegments[index - 1] ?? '';
    const value = pathSegments[index - 1] ?? '';
    crumbs.push(
      segment.startsWith(':')
        ? { kind: 'id', to, value: decodeURIComponent(value), param: segment.slice(1) }
        : { kind: 'title', to, route },
    );
  }
  return crumbs;
}
