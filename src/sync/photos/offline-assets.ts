import type { FitoutDatabase } from '../../db/database';
import { IMAGES_CACHE } from '../../sw/routes';

/** The runtime cache the service worker serves furniture images from (src/sw/sw.ts). */
export const imageCacheName = IMAGES_CACHE;

/** A browser opens about six connections per host: more parallel loads only queue there. */
const PARALLEL_LOADS = 6;
/** How long a first visit waits for its newly installed service worker to take control. */
const CONTROLLER_WAIT_MS = 30_000;
/** The worker writes the cache after it has answered the <img>, so the entry may lag the load a little. */
const STORED_POLL_MS = [0, 50, 100, 200, 400, 800, 1600];
/** After a failed load: long enough for the worker to have written what it is going to write. */
const UNSTORED_POLL_MS = [0, 100, 400];

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

async function isStored(cache: Cache, url: string, polls: readonly number[]): Promise<boolean> {
  for (const delay of polls) {
    if (delay > 0) await sleep(delay);
    if (await cache.match(url)) return true;
  }
  return false;
}

/**
 * Downloads one image into the cache. With a controlling worker, loading it as an image is enough:
 * the worker's cache-first image route stores the answer (opaque for other origins, which an <img>
 * still shows). Without one, only a same-origin image can be stored, by fetching it here: the CSP's
 * connect-src keeps page fetches on the app's origin, on purpose.
 */
async function storeImage(cache: Cache, url: string, controlled: boolean): Promise<boolean> {
  if (controlled) {
    if (await loadImage(url)) return isStored(cache, url, STORED_POLL_MS);
    // The worker keeps any opaque answer, and an error page from another origin is opaque too: one
    // that is no image must not be found later and counted as stored.
    if (await isStored(cache, url, UNSTORED_POLL_MS)) await cache.delete(url);
    return false;
  }
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
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const url = missing[next++];
      if (url === undefined) return;
      if (await storeImage(cache, url, controlled)) stored++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_LOADS, missing.length) }, worker));
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
