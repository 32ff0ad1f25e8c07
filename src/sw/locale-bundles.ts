/**
 * Translations reach the page one namespace at a time (/locales/{lng}/{ns}.json, i18next's http
 * backend), but the service worker precaches one file per language holding every namespace: 2
 * requests at install instead of ~50. Kept free of worker globals: the build writes the bundles
 * (scripts/locale-bundles.ts) from the same names.
 */

/** The file holding every namespace of `language`, as `{ [namespace]: resources }`. */
export function localeBundlePath(language: string): string {
  return `/locales/${language}.json`;
}

/** The language and namespace a translation request asks for, or null for any other path. */
export function namespaceRequest(pathname: string): { language: string; namespace: string } | null {
  const match = /^\/locales\/([a-z]{2})\/([A-Za-z]+)\.json$/.exec(pathname);
  return match ? { language: match[1] as string, namespace: match[2] as string } : null;
}
