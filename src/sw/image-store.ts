/// <reference lib="webworker" />
import { eachAtMost } from './each-at-most';
import type { ImageStoredReply } from './messages';
import { IMAGES_CACHE } from './routes';

declare let self: ServiceWorkerGlobalScope;

/** Downloads at a time: about a browser's connections per host, so one slow image does not hold the rest. */
const PARALLEL_DOWNLOADS = 8;
/** An image that has not arrived by then counts as not stored (tried again at the next sync), so every one is answered. */
const IMAGE_TIMEOUT_MS = 60_000;

/** What the image route keeps: a plain success, or another origin's answer without CORS (opaque, status 0). */
export function storable(response: Response): boolean {
  return response.status === 200 || response.type === 'opaque';
}

async function storeOne(cache: Cache, url: string): Promise<ImageStoredReply> {
  try {
    const sameOrigin = new URL(url).origin === self.location.origin;
    // As an <img> asks for it (no-cors, with credentials), so the browser's HTTP cache answers
    // both from one download.
    const response = await fetch(url, {
      mode: sameOrigin ? 'same-origin' : 'no-cors',
      credentials: 'include',
      signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS),
    });
    if (!storable(response)) return { type: 'image', url, stored: false, bytes: 0, opaque: false };
    const opaque = response.type === 'opaque';
    const bytes = opaque ? 0 : Number(response.headers.get('content-length') ?? 0);
    await cache.put(url, response);
    return { type: 'image', url, stored: true, bytes, opaque };
  } catch {
    return { type: 'image', url, stored: false, bytes: 0, opaque: false };
  }
}

/**
 * Stores every image into the runtime cache the image route answers from, a bounded number at a
 * time, and answers each as soon as it is stored (or not), then `done`.
 */
export async function storeImages(urls: readonly string[], reply: (message: ImageStoredReply) => void) {
  reply({ type: 'accepted' });
  const cache = await caches.open(IMAGES_CACHE);
  // One look at what is stored already, rather than a lookup per image.
  const present = new Set((await cache.keys()).map((request) => request.url));
  await eachAtMost(urls, PARALLEL_DOWNLOADS, async (url) => {
    // Stored before (by this route or the <img> route): another origin's copy is opaque all the same.
    const opaque = new URL(url).origin !== self.location.origin;
    reply(
      present.has(url) ? { type: 'image', url, stored: true, bytes: 0, opaque } : await storeOne(cache, url),
    );
  });
  reply({ type: 'done' });
}
