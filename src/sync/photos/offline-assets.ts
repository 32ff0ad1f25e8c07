import type { FitoutDatabase } from '../../db/database';

/** The runtime cache the service worker serves furniture images from (src/sw/sw.ts uses the same name). */
export const imageCacheName = 'fitout-images';

/** Images written into the row itself need no download: they are stored with it. */
function isInline(url: string): boolean {
  return url.startsWith('data:') || url.startsWith('blob:');
}

/**
 * Puts every image into the runtime cache, so the installer page shows them in a cellar. Returns
 * how many are stored (already cached or inline counts). Cross-origin images without CORS are kept
 * as opaque responses, which an <img> can still display.
 */
export async function cacheImages(urls: readonly string[]): Promise<{ stored: number; failed: number }> {
  const unique = [...new Set(urls)];
  const remote = unique.filter((url) => !isInline(url));
  let stored = unique.length - remote.length;
  let failed = 0;
  if (remote.length === 0) return { stored, failed };
  const cache = await caches.open(imageCacheName);
  await Promise.all(
    remote.map(async (url) => {
      if (await cache.match(url)) {
        stored++;
        return;
      }
      try {
        const sameOrigin = new URL(url, location.href).origin === location.origin;
        const response = await fetch(url, sameOrigin ? {} : { mode: 'no-cors' });
        if (!response.ok && response.type !== 'opaque') throw new Error(String(response.status));
        await cache.put(url, response);
        stored++;
      } catch {
        failed++;
      }
    }),
  );
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
