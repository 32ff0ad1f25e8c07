/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';

/**
 * Files fetched at a time while installing: a browser's connections per host. Workbox fetches its
 * ~240 files one by one (its issue 2528: all at once ran Chromium out of network resources), which
 * made the first install the longest part of an installer's first visit.
 */
const PARALLEL_PRECACHE = 6;

/**
 * Workbox's own install (PrecacheController.install, workbox-precaching 7.4), several files at a
 * time instead of one: the same requests (a revisioned file bypasses the HTTP cache) through the
 * controller's own strategy, which checks each answer and stores it under its cache key. Any
 * failure fails the install, as Workbox's does, so a half-stored version never activates.
 */
export function precacheInParallel(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const entries = [...controller.getURLsToCacheKeys()];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < entries.length; index = next++) {
      const [url, cacheKey] = entries[index] ?? ['', ''];
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  return Promise.all(Array.from({ length: Math.min(PARALLEL_PRECACHE, entries.length) }, worker)).then(
    () => undefined,
  );
}
