import { STORE_IMAGES, type ImageStoredReply, type StoreImagesMessage } from '../../sw/messages';
import { IMAGES_CACHE } from '../../sw/routes';

/** Where the furniture images of a page stand: asked for, stored, given up (tried again on `retry`). */
export interface ImageDownloadProgress {
  wanted: number;
  stored: number;
  failed: number;
  /** Downloaded so far, where the browser tells (not for another origin's opaque answers). */
  bytes: number;
}

export const noImageDownloads: ImageDownloadProgress = { wanted: 0, stored: 0, failed: 0, bytes: 0 };

export interface ImageDownloads {
  /** Stores every image of `urls` not stored or under way yet; may be called as rows arrive. */
  want(urls: readonly string[]): void;
  /** Asks again for the images that could not be stored. */
  retry(): void;
  /**
   * Whether the store has `url` in hand (taken, stored or given up): from then on an <img> asking
   * the worker for it waits for that download rather than asking its host a second time.
   */
  taken(url: string): boolean;
  stop(): void;
}

/**
 * A worker that has not taken the message by then never will (an older version that does not know
 * it, a failed install). Once taken, the worker answers every image (it gives up on each in time).
 */
const ACCEPT_WAIT_MS = 10_000;
/** Progress is said at most this often while images arrive, and at once when the last one settles. */
const PROGRESS_EVERY_MS = 100;
/** How long a page opened before its worker's script has even started installing waits for it. */
const INSTALL_WAIT_MS = 10_000;

/** `opaque`: stored from another origin's hidden answer, to be told apart from an error page here. */
type Outcome = { stored: boolean; bytes: number; opaque?: boolean };
/**
 * Resolves with the images left unanswered by a worker that died meanwhile (a failed install).
 * `take`: the store has them in hand.
 */
type Store = (
  urls: string[],
  settle: (url: string, outcome: Outcome) => void,
  take: (urls: readonly string[]) => void,
) => Promise<string[]>;

/** Images written into the row itself need no download: they are stored with it. */
function isInline(url: string): boolean {
  return url.startsWith('data:') || url.startsWith('blob:');
}

/** How often a page with no worker to hand looks again, while a worker may still be on its way. */
const WORKER_POLL_MS = 100;

/**
 * The worker that will store the images: the active one, else the one installing for this first
 * visit (it takes messages while it stores the app, so the images do not wait for the app's files).
 * None yet (the page registers it a moment after it starts, or again after a failed first install):
 * looked for again until INSTALL_WAIT_MS has passed.
 */
async function storingWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const deadline = Date.now() + INSTALL_WAIT_MS;
  for (;;) {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = registration && (registration.active ?? registration.waiting ?? registration.installing);
    if (worker && worker.state !== 'redundant') return worker;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, WORKER_POLL_MS));
  }
}

/** Asks the service worker to store `urls` (src/sw/image-store.ts) and hears each one settle. */
function storeThrough(worker: ServiceWorker, copyHeaders: Record<string, string> | undefined): Store {
  return (urls, settle, take) =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      const open = new Set(urls);
      const timer = setTimeout(() => finish(false), ACCEPT_WAIT_MS);
      const died = () => {
        if (worker.state === 'redundant') finish(true);
      };
      function finish(lost: boolean) {
        clearTimeout(timer);
        worker.removeEventListener('statechange', died);
        channel.port1.close();
        const left = [...open];
        open.clear();
        if (!lost) for (const url of left) settle(url, { stored: false, bytes: 0 });
        resolve(lost ? left : []);
      }
      channel.port1.onmessage = (event: MessageEvent<ImageStoredReply>) => {
        const reply = event.data;
        if (reply.type === 'accepted') {
          clearTimeout(timer);
          return take(urls);
        }
        if (reply.type === 'done') return finish(false);
        if (open.delete(reply.url))
          settle(reply.url, { stored: reply.stored, bytes: reply.bytes, opaque: reply.opaque });
      };
      worker.addEventListener('statechange', died);
      const message: StoreImagesMessage = { type: STORE_IMAGES, urls, copyHeaders };
      worker.postMessage(message, [channel.port2]);
      died();
    });
}

/**
 * No service worker (the dev server, an old browser): only a same-origin image can be stored, by
 * fetching it here; the CSP's connect-src keeps page fetches on the app's origin, on purpose.
 */
const storeHere: Store = async (urls, settle, take) => {
  take(urls);
  const cache = await caches.open(IMAGES_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (new URL(url).origin !== location.origin) return settle(url, { stored: false, bytes: 0 });
      try {
        const response = await fetch(url);
        if (!response.ok) return settle(url, { stored: false, bytes: 0 });
        const bytes = Number(response.headers.get('content-length') ?? 0);
        await cache.put(url, response);
        settle(url, { stored: true, bytes });
      } catch {
        settle(url, { stored: false, bytes: 0 });
      }
    }),
  );
  return [];
};

/** Loads `url` as an <img> does (the request the CSP's img-src allows): true once it decodes as an image. */
function decodesAsImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

/**
 * An opaque answer is stored unseen, and a supplier's error page looks just like an image there:
 * only an image that decodes counts as stored; what does not is taken out of the cache again, so
 * the next sync asks for it afresh. Loaded as soon as the worker has stored it, the same request as
 * the worker's, so the browser's HTTP cache answers it (no second download from a host that allows
 * caching, measured: 300 requests for 300 images); waiting for the worker's control to load it from
 * the worker's cache instead put all the checks after the app's own files, seconds later.
 */
async function verifyOpaque(url: string): Promise<boolean> {
  if (await decodesAsImage(url)) return true;
  await caches
    .open(IMAGES_CACHE)
    .then((cache) => cache.delete(url))
    .catch(() => undefined);
  return false;
}

/**
 * The furniture images of one page, stored for the cellar as their rows arrive, and how far that
 * has come (`onProgress`, coalesced). `copyHeaders`: the installer's credentials, for the server's
 * copies of other origins' images (src/domain/interventions/image-copies.schema.ts).
 */
export function startImageDownloads(
  onProgress: (progress: ImageDownloadProgress) => void,
  copyHeaders?: Record<string, string>,
): ImageDownloads {
  const states = new Map<string, 'pending' | 'stored' | 'failed'>();
  const inHand = new Set<string>();
  let bytes = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function progress(): ImageDownloadProgress {
    const counts = { wanted: states.size, stored: 0, failed: 0, bytes };
    for (const state of states.values()) if (state !== 'pending') counts[state]++;
    return counts;
  }

  /** `now`: said at once (more images asked for, or the last one settled), else at most every PROGRESS_EVERY_MS. */
  function report(now = false): void {
    if (stopped) return;
    const counts = progress();
    if (now || counts.stored + counts.failed === counts.wanted) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      onProgress(counts);
    } else {
      timer ??= setTimeout(() => {
        timer = null;
        if (!stopped) onProgress(progress());
      }, PROGRESS_EVERY_MS);
    }
  }

  function settle(url: string, outcome: Outcome): void {
    if (outcome.stored && outcome.opaque) {
      void verifyOpaque(url).then((stored) => settle(url, { stored, bytes: outcome.bytes }));
      return;
    }
    states.set(url, outcome.stored ? 'stored' : 'failed');
    bytes += outcome.bytes;
    report();
  }

  /** Through the worker of the moment: a first install that fails takes its worker with it. */
  async function deliver(urls: string[]): Promise<void> {
    const worker = await storingWorker();
    const lost = await (worker ? storeThrough(worker, copyHeaders) : storeHere)(urls, settle, take);
    if (lost.length === 0 || stopped) return;
    // The page registers again (src/app/register-service-worker.ts); the version that installs
    // then stores what the dead one left, still counted as under way meanwhile.
    await navigator.serviceWorker.ready;
    await deliver(lost);
  }

  function take(urls: readonly string[]): void {
    for (const url of urls) inHand.add(url);
    report(true);
  }

  function send(urls: string[]): void {
    for (const url of urls) states.set(url, 'pending');
    // At once: until the page hears how many images are wanted, it would take none for all stored.
    report(true);
    void deliver(urls);
  }

  return {
    want(urls) {
      const fresh: string[] = [];
      for (const url of urls) {
        if (isInline(url)) {
          states.set(url, 'stored');
          continue;
        }
        const absolute = new URL(url, location.href).href;
        if (!states.has(absolute)) fresh.push(absolute);
      }
      if (fresh.length > 0) send([...new Set(fresh)]);
      else report();
    },
    retry() {
      const failed = [...states].filter(([, state]) => state === 'failed').map(([url]) => url);
      if (failed.length > 0) send(failed);
    },
    taken(url) {
      if (isInline(url)) return true;
      const absolute = new URL(url, location.href).href;
      const state = states.get(absolute);
      return inHand.has(absolute) || state === 'stored' || state === 'failed';
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
