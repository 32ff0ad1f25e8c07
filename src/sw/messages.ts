/**
 * Messages a page may post to the service worker. Kept free of worker globals so the page side
 * (src/app/register-service-worker.ts, src/sync/photos/offline-assets.ts) can import the same constants.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export type SkipWaitingMessage = { type: typeof SKIP_WAITING };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}

/**
 * "Store these images for offline use", sent with a MessagePort the worker answers on. Any state of
 * the worker takes it, the installing one too: the images need not wait for the app's own files.
 */
export const STORE_IMAGES = 'STORE_IMAGES';

export type StoreImagesMessage = { type: typeof STORE_IMAGES; urls: string[] };

export function isStoreImagesMessage(data: unknown): data is StoreImagesMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === STORE_IMAGES &&
    'urls' in data &&
    Array.isArray(data.urls) &&
    data.urls.every((url) => typeof url === 'string')
  );
}

/**
 * `accepted` at once (a worker that knows the message), one answer per image, then `done`.
 * `bytes` is what was downloaded when the answer tells (0 when it was already stored, and for
 * another origin's opaque answer, whose size the browser hides). `opaque`: stored from such an
 * answer, which may as well be an error page; only decoding it as an image tells, and a worker
 * cannot, so the page does (src/sync/photos/image-downloads.ts).
 */
export type ImageStoredReply =
  | { type: 'accepted' }
  | { type: 'image'; url: string; stored: boolean; bytes: number; opaque: boolean }
  | { type: 'done' };
