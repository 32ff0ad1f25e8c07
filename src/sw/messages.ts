/**
 * Messages a page may post to the service worker. Kept free of worker globals so the page side
 * (src/app/register-service-worker.ts, src/sync/photos/offline-assets.ts) can import the same constants.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export type SkipWaitingMessage = { type: typeof SKIP_WAITING };

function hasType(data: unknown, type: string): data is { type: string } {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === type;
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return hasType(data, SKIP_WAITING);
}

/**
 * "Take this page": posted by a page that an active version does not control. The browser leaves
 * out of clients.claim() a page still loading when its version activated (spec: only clients that
 * are execution ready), so such a page would never be controlled until a reload.
 */
export const CLAIM_CLIENTS = 'CLAIM_CLIENTS';

export type ClaimClientsMessage = { type: typeof CLAIM_CLIENTS };

export function isClaimClientsMessage(data: unknown): data is ClaimClientsMessage {
  return hasType(data, CLAIM_CLIENTS);
}

/**
 * "Store the rest of the app": the files an installer's first visit left out of the install
 * (src/sw/precache-manifest.ts), once that page's download is over; any page posts it as it
 * starts under a worker, so whatever was left out or lost is stored again.
 */
export const STORE_WHOLE_APP = 'STORE_WHOLE_APP';

export type StoreWholeAppMessage = { type: typeof STORE_WHOLE_APP };

export function isStoreWholeAppMessage(data: unknown): data is StoreWholeAppMessage {
  return hasType(data, STORE_WHOLE_APP);
}

/**
 * "Store these images for offline use", sent with a MessagePort the worker answers on. Any state of
 * the worker takes it, the installing one too: the images need not wait for the app's own files.
 * `copyHeaders`: the installer's credentials, with which another origin's images are asked of the
 * server's copies (src/domain/interventions/image-copies.schema.ts) rather than of their hosts.
 */
export const STORE_IMAGES = 'STORE_IMAGES';

export type StoreImagesMessage = {
  type: typeof STORE_IMAGES;
  urls: string[];
  copyHeaders?: Record<string, string>;
};

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function isStoreImagesMessage(data: unknown): data is StoreImagesMessage {
  return (
    hasType(data, STORE_IMAGES) &&
    'urls' in data &&
    Array.isArray(data.urls) &&
    data.urls.every((url) => typeof url === 'string') &&
    (!('copyHeaders' in data) || data.copyHeaders === undefined || isStringRecord(data.copyHeaders))
  );
}

/**
 * `accepted` at once (a worker that knows the message), one answer per image, then `done`.
 * `bytes` is what was downloaded when the answer tells (0 when it was already stored, and for
 * another origin's opaque answer, whose size the browser hides). `opaque`: stored from such an
 * answer (the server did not copy it), which may as well be an error page; only decoding
 * it as an image tells, and a worker cannot, so the page does (src/sync/photos/image-downloads.ts).
 */
export type ImageStoredReply =
  | { type: 'accepted' }
  | { type: 'image'; url: string; stored: boolean; bytes: number; opaque: boolean }
  | { type: 'done' };
