import type { RouteName } from '../domain/paths';

// The patterns live in the domain, where the menu and each route's access rule read them too.
export { paths, publicRouteNames, type RouteName } from '../domain/paths';

/** The translation key (namespace `nav`) of a route's page title, used by breadcrumbs and headings. */
export function routeTitleKey(name: RouteName): `titles.${RouteName}` {
  return `titles.${name}`;
}
