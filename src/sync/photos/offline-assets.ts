import type { FitoutDatabase } from '../../db/database';
import { IMAGES_CACHE } from '../../sw/routes';

/** The runtime cache the service worker serves furniture images from (src/sw/sw.ts). */
export const imageCacheName = IMAGES_CACHE;

/** Loads at a time: the browser queues beyond its connections per host, this only bounds the page's share. */
const PARALLEL_LOADS = 12;
/** The worker writes the cache after it has answered the <img>, so entries may lag the loads a little. */
const STORED_POLL_MS = [0, 50, 100, 200, 400, 800, 1600];
/** How long a first visit waits for its newly installed service worker to take control. */
const CONTROLLER_WAIT_MS = 30_000;
/** Before removing what failed to load: long enough for the worker to have written what it was going to. */
const BROKEN_SETTLE_MS = 500;

/** Images written into the row itself need no download: they are stored with it. */
function isInline(url: string): boolean {
  return url.startsWith('data:') || url.startsWith('blob:');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves true once a service worker controls this page. The very first visit has none until the
 * worker installed by this visit activates (clientsClaim makes it take the page then); without a
 * registration at all (no support, the dev server) there is nothing to wait for.
 */
async function controlledByServiceWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const container = navigator.serviceWorker;
  if (container.controller) return true;
  if (!(await container.getRegistration())) return false;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(container.controller !== null), CONTROLLER_WAIT_MS);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/** Loads `url` as an image, the way an <img> does: the request the CSP's img-src allows and the worker caches. */
function loadImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

/**
 * Downloads one image. With a controlling worker, loading it as an image is enough: the worker's
 * cache-first image route stores the answer (opaque for other origins, which an <img> still shows).
 * Without one, only a same-origin image can be stored, by fetching it here: the CSP's connect-src
 * keeps page fetches on the app's origin, on purpose.
 */
async function download(cache: Cache, url: string, controlled: boolean): Promise<boolean> {
  if (controlled) return loadImage(url);
  if (new URL(url).origin !== location.origin) return false;
  try {
    const response = await fetch(url);
    if (!response.ok) return false;
    await cache.put(url, response);
    return true;
  } catch {
    return false;
  }
}

async function downloadAll(cache: Cache, urls: readonly string[], controlled: boolean): Promise<boolean[]> {
  const loaded: boolean[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      loaded[index] = await download(cache, urls[index] ?? '', controlled);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_LOADS, urls.length) }, worker));
  return loaded;
}

/** Which of `urls` the cache holds, once it holds them all or the worker has had time to write them. */
async function storedAmong(cache: Cache, urls: readonly string[]): Promise<Set<string>> {
  let held = new Set<string>();
  for (const delay of STORED_POLL_MS) {
    if (delay > 0) await sleep(delay);
    const keys = new Set((await cache.keys()).map((request) => request.url));
    held = new Set(urls.filter((url) => keys.has(url)));
    if (held.size === urls.length) break;
  }
  return held;
}

/**
 * Puts every image into the runtime cache, so the installer page shows them in a cellar. Returns
 * how many are stored (already cached or inline counts) and how many could not be; an image counts
 * as stored only once the cache holds it.
 */
export async function cacheImages(urls: readonly string[]): Promise<{ stored: number; failed: number }> {
  const unique = [...new Set(urls)];
  const remote = unique.filter((url) => !isInline(url)).map((url) => new URL(url, location.href).href);
  let stored = unique.length - remote.length;
  let failed = 0;
  if (remote.length === 0) return { stored, failed };
  const cache = await caches.open(imageCacheName);
  const cached = await Promise.all(remote.map((url) => cache.match(url)));
  const missing = remote.filter((_, index) => cached[index] === undefined);
  stored += remote.length - missing.length;
  if (missing.length === 0) return { stored, failed };
  const controlled = await controlledByServiceWorker();
  const loaded = await downloadAll(cache, missing, controlled);
  const held = await storedAmong(
    cache,
    missing.filter((_, index) => loaded[index]),
  );
  // The worker keeps any opaque answer, and an error page from another origin is opaque too: what
  // did not load as an image must not be found later and counted as stored.
  const broken = missing.filter((_, index) => !loaded[index]);
  if (broken.length > 0) await sleep(BROKEN_SETTLE_MS);
  const leftovers = await Promise.all(broken.map((url) => cache.match(url)));
  await Promise.all(broken.filter((_, index) => leftovers[index]).map((url) => cache.delete(url)));
  stored += held.size;
  failed += missing.length - held.size;
  return { stored, failed };
}

/** The bytes of one stored photo; null when the server has none (yet) or the network is gone. */
export async function fetchAttachmentContent(
  apiBase: string,
  attachmentId: string,
  headers: Record<string, string>,
): Promise<Blob | null> {
  try {
    const response = await fetch(`${apiBase}/attachments/${attachmentId}/content`, { headers });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/**
 * Downloads the photos other devices took (uploaded, not on this device) into the photo store, so
 * they show offline. Returns how many photos of `attachmentIds` are on the device afterwards.
 */
export async function downloadPhotos(
  db: FitoutDatabase,
  apiBase: string,
  attachmentIds: readonly string[],
  headers: Record<string, string>,
): Promise<number> {
  const present = await db.photoBlobs.bulkGet([...attachmentIds]);
  let stored = 0;
  await Promise.all(
    attachmentIds.map(async (id, index) => {
      if (present[index]) {
        stored++;
        return;
      }
      const blob = await fetchAttachmentContent(apiBase, id, headers);
      if (!blob) return;
      await db.photoBlobs.put({
        attachmentId: id,
        blob,
        status: 'uploaded',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
      });
      stored++;
    }),
  );
  return stored;
}
