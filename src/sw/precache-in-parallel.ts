/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';
import { eachAtMost } from '../domain/each-at-most';

/**
 * Files fetched at a time while installing: a browser's connections per host. Workbox fetches its
 * ~240 files one by one (its issue 2528: all at once ran Chromium out of network resources), which
 * made the first install the longest part of an installer's first visit.
 */
const PARALLEL_PRECACHE = 6;
/** Tries per file: a dropped connection costs a second request, not the whole install. */
const ATTEMPTS = 3;
/** A file that has not arrived by then is asked for again rather than waited for (a hung install never ends). */
const FILE_TIMEOUT_MS = 30_000;

/** The request for one file of the manifest: a revisioned file bypasses the HTTP cache. */
function fileRequest(controller: PrecacheController, url: string, cacheKey: string): Request {
  return new Request(url, {
    integrity: controller.getIntegrityForCacheKey(cacheKey),
    cache: cacheKey === url ? 'default' : 'reload',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
  });
}

/**
 * Workbox's own install (PrecacheController.install, workbox-precaching 7.4), several files at a
 * time instead of one: the same requests (a revisioned file bypasses the HTTP cache) through the
 * controller's own strategy, which checks each answer and stores it under its cache key. A file
 * that still fails after its tries fails the install, as Workbox's does, so a half-stored version
 * never activates (the page registers again: src/app/register-service-worker.ts). Only the files
 * whose URL is `wanted`: the others are left to precacheMissing.
 */
export function precacheInParallel(
  controller: PrecacheController,
  event: ExtendableEvent,
  wanted: (url: string) => boolean = () => true,
): Promise<void> {
  const entries = [...controller.getURLsToCacheKeys()].filter(([url]) => wanted(url));
  const store = async (url: string, cacheKey: string, attempt = 1): Promise<void> => {
    const request = fileRequest(controller, url, cacheKey);
    try {
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await store(url, cacheKey, attempt + 1);
    }
  };
  return eachAtMost(entries, PARALLEL_PRECACHE, ([url, cacheKey]) => store(url, cacheKey));
}

/** Waits before looking again for files a pass could not store: the network may come back late. */
const MISSING_RETRY_MS = [1_000, 5_000];

/** One pass of precacheMissing: whether every file of the manifest is stored afterwards. */
async function storeMissingOnce(controller: PrecacheController): Promise<boolean> {
  const cache = await caches.open(controller.strategy.cacheName);
  const stored = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...controller.getURLsToCacheKeys()].filter(([, cacheKey]) => !stored.has(cacheKey));
  let complete = true;
  await eachAtMost(missing, PARALLEL_PRECACHE, async ([url, cacheKey]) => {
    try {
      const response = await fetch(fileRequest(controller, url, cacheKey));
      if (response.ok && !response.redirected) await cache.put(cacheKey, response);
      else complete = false;
    } catch {
      complete = false;
    }
  });
  return complete;
}

/**
 * Stores the files of the manifest not stored yet (left out of a first install, or lost), a few at
 * a time, looking again a little later for what failed (a page hears "online" before the worker's
 * requests go through); after that, the next time a page asks. Outside an install event, so by
 * hand: Workbox's strategy stores only while installing, and falls back to the network after.
 */
export async function precacheMissing(controller: PrecacheController): Promise<void> {
  for (const delay of [...MISSING_RETRY_MS, null]) {
    if ((await storeMissingOnce(controller)) || delay === null) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
