/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';

/**
 * Workbox's own install, in one batch: Workbox fetches and stores its ~200 files one by one, and
 * each store is a write of its own (seconds on a phone, and the first visit is ready for offline
 * only once they are all in). `addAll` fetches them together and stores them in one write, under
 * the cache keys Workbox looks them up by (a revisioned file's key carries its revision, and it
 * bypasses the HTTP cache, as Workbox does). Any failure fails the install, so a half-stored
 * version never activates; files already stored under their key (an update) are not fetched again.
 */
export async function precacheInOneBatch(controller: PrecacheController): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const stored = new Set((await cache.keys()).map((request) => request.url));
  const requests = [...controller.getURLsToCacheKeys()]
    .filter(([, cacheKey]) => !stored.has(cacheKey))
    .map(
      ([url, cacheKey]) =>
        new Request(cacheKey, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: cacheKey === url ? 'default' : 'reload',
          credentials: 'same-origin',
        }),
    );
  await cache.addAll(requests);
}
