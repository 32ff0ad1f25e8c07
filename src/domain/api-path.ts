/**
 * The API's base path: the server mounts its routes here, and the page, the sync worker, the
 * installer page and the service worker address it from here. One constant, so a new version of
 * the API moves every side at once.
 */
export const apiBasePath = '/api/v1';

/** The API's base URL on an origin (`https://fitout.example/api/v1`), as the workers need it. */
export function apiBaseUrl(origin: string): string {
  return `${origin}${apiBasePath}`;
}
