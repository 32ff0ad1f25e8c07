/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { localeBundlePath, namespaceRequest } from './locale-bundles';

declare let self: ServiceWorkerGlobalScope;

type Bundle = Record<string, unknown>;

/**
 * Answers each namespace from its language's precached bundle (src/sw/locale-bundles.ts), so the
 * app has every word offline. A bundle is read once per worker: a new version is a new worker.
 * A namespace the bundle lacks (or a bundle not stored) goes to the network, as before.
 */
export function registerLocaleRoute(precache: PrecacheController): void {
  const bundles = new Map<string, Promise<Bundle | null>>();
  const bundle = (language: string): Promise<Bundle | null> => {
    let read = bundles.get(language);
    if (!read) {
      read = precache
        .matchPrecache(localeBundlePath(language))
        .then((response) => (response ? (response.json() as Promise<Bundle>) : null))
        .catch(() => null);
      bundles.set(language, read);
      // Not stored yet (a first visit's install still running): asked again next time.
      void read.then((found) => found ?? bundles.delete(language));
    }
    return read;
  };
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      namespaceRequest(url.pathname) !== null,
    async ({ url, request }) => {
      const asked = namespaceRequest(url.pathname);
      const resources = asked ? (await bundle(asked.language))?.[asked.namespace] : undefined;
      return resources === undefined ? fetch(request) : Response.json(resources);
    },
  );
}
