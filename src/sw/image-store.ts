/// <reference lib="webworker" />
import { eachAtMost } from '../domain/each-at-most';
import {
  imageCopiesMaxUrls,
  imageCopiesPath,
  type ImageCopiesRequest,
} from '../domain/interventions/image-copies.schema';
import { createImageCopyReader, type ImageCopyFrame } from '../domain/interventions/image-copy-frames';
import type { ImageStoredReply } from './messages';
import { IMAGES_CACHE } from './routes';

declare let self: ServiceWorkerGlobalScope;

/** Downloads at a time: about a browser's connections per host, so one slow image does not hold the rest. */
const PARALLEL_DOWNLOADS = 8;
/** An image that has not arrived by then counts as not stored (tried again at the next sync), so every one is answered. */
const IMAGE_TIMEOUT_MS = 60_000;
/** For a whole request of copies: it streams, each image within its own limit on the server. */
const COPIES_TIMEOUT_MS = 120_000;

type Stored = Extract<ImageStoredReply, { type: 'image' }>;

/** What the image route keeps: a plain success, or another origin's answer without CORS (opaque, status 0). */
export function storable(response: Response): boolean {
  return response.status === 200 || response.type === 'opaque';
}

function notStored(url: string): Stored {
  return { type: 'image', url, stored: false, bytes: 0, opaque: false };
}

/**
 * The image asked of its host as an <img> asks for it (no-cors, with credentials), so the browser's
 * HTTP cache answers both from one download.
 */
async function storeDirect(cache: Cache, url: string): Promise<Stored> {
  try {
    const sameOrigin = new URL(url).origin === self.location.origin;
    const response = await fetch(url, {
      mode: sameOrigin ? 'same-origin' : 'no-cors',
      credentials: 'include',
      signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS),
    });
    if (!storable(response)) return notStored(url);
    const opaque = response.type === 'opaque';
    const bytes = opaque ? 0 : Number(response.headers.get('content-length') ?? 0);
    await cache.put(url, response);
    return { type: 'image', url, stored: true, bytes, opaque };
  } catch {
    return notStored(url);
  }
}

async function storeFrame(cache: Cache, { header, body }: ImageCopyFrame): Promise<Stored> {
  if (header.outcome === 'not_image') return notStored(header.url);
  if (header.outcome === 'ask_host') return storeDirect(cache, header.url);
  const headers = { 'content-type': header.type, 'content-length': String(header.bytes) };
  await cache.put(header.url, new Response(body, { headers }));
  return { type: 'image', url: header.url, stored: true, bytes: header.bytes, opaque: false };
}

/**
 * One request of the server's copies (src/domain/interventions/image-copies.schema.ts), each
 * stored as it arrives; what the server did not copy is asked of its host. Resolves with the
 * URLs the answer left out (an older server, a refused link, a dropped connection): for the
 * caller to ask their hosts.
 */
async function storeCopies(
  cache: Cache,
  urls: readonly string[],
  headers: Record<string, string>,
  settle: (result: Stored) => void,
): Promise<string[]> {
  const left = new Set(urls);
  const stores: Promise<void>[] = [];
  try {
    const body: ImageCopiesRequest = { urls: [...urls] };
    const response = await fetch(imageCopiesPath, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(COPIES_TIMEOUT_MS),
    });
    if (!response.ok || response.body === null) return [...left];
    const frames = createImageCopyReader();
    const chunks = response.body.getReader();
    for (let chunk = await chunks.read(); !chunk.done; chunk = await chunks.read()) {
      for (const frame of frames.push(chunk.value)) {
        if (!left.delete(frame.header.url)) continue;
        stores.push(storeFrame(cache, frame).then(settle));
      }
    }
    frames.end();
  } catch {
    // What had arrived is stored; the rest is asked of its hosts.
  }
  await Promise.all(stores);
  return [...left];
}

/**
 * The furniture images of the installer page, stored for the cellar in the cache the image route
 * answers from. One store per worker: it knows which images are on their way, so an <img> asking
 * for one of them meanwhile waits for it rather than asking its host a second time.
 */
export function createImageStore() {
  /** Settled once the image is stored or given up, whoever downloads it (a store or the route). */
  const underWay = new Map<string, Promise<void>>();

  function markUnderWay(url: string, download: Promise<unknown>): void {
    const settled = download.then(
      () => undefined,
      () => undefined,
    );
    underWay.set(url, settled);
    void settled.then(() => {
      if (underWay.get(url) === settled) underWay.delete(url);
    });
  }

  /** How `url` stands in the cache once a download under way has settled. */
  async function storedReply(cache: Cache, url: string): Promise<Stored> {
    const stored = await cache.match(url);
    return { type: 'image', url, stored: stored !== undefined, bytes: 0, opaque: stored?.type === 'opaque' };
  }

  return {
    /**
     * Stores every image of `urls` and answers each as soon as it is stored (or not), then `done`.
     * Another origin's image is asked of the server's copies when the page gives the installer's
     * credentials (`copyHeaders`), else of its host.
     */
    async store(
      urls: readonly string[],
      copyHeaders: Record<string, string> | undefined,
      reply: (message: ImageStoredReply) => void,
    ): Promise<void> {
      // Marked at once, before anything is awaited, so an <img> asking meanwhile waits.
      const others = urls.flatMap((url) => {
        const pending = underWay.get(url);
        return pending ? [{ url, pending }] : [];
      });
      const mine = new Map<string, (result: Stored) => void>();
      for (const url of urls) {
        if (underWay.has(url)) continue;
        markUnderWay(url, new Promise<Stored>((resolve) => mine.set(url, resolve)));
      }
      reply({ type: 'accepted' });
      const settle = (result: Stored) => {
        mine.get(result.url)?.(result);
        reply(result);
      };

      const cache = await caches.open(IMAGES_CACHE);
      // One look at what is stored already, rather than a lookup per image.
      const present = new Set((await cache.keys()).map((request) => request.url));
      const toCopy: string[] = [];
      const toFetch: string[] = [];
      const stored: Promise<void>[] = [];
      for (const url of mine.keys()) {
        if (present.has(url)) stored.push(storedReply(cache, url).then(settle));
        else if (copyHeaders && new URL(url).origin !== self.location.origin) toCopy.push(url);
        else toFetch.push(url);
      }
      const askHosts = (list: readonly string[]) =>
        eachAtMost(list, PARALLEL_DOWNLOADS, async (url) => settle(await storeDirect(cache, url)));
      const batches = Array.from({ length: Math.ceil(toCopy.length / imageCopiesMaxUrls) }, (_, index) =>
        toCopy.slice(index * imageCopiesMaxUrls, (index + 1) * imageCopiesMaxUrls),
      );
      await Promise.all([
        ...stored,
        ...others.map(({ url, pending }) => pending.then(() => storedReply(cache, url)).then(reply)),
        ...batches.map(async (batch) => askHosts(await storeCopies(cache, batch, copyHeaders ?? {}, settle))),
        askHosts(toFetch),
      ]);
      reply({ type: 'done' });
    },

    /**
     * The image route's answer for `url`: the stored copy once a download under way has settled,
     * else `download` ([answer, stored]: a Workbox strategy's handleAll), itself marked as under way.
     */
    async answer(url: string, download: () => [Promise<Response>, Promise<unknown>]): Promise<Response> {
      const pending = underWay.get(url);
      if (pending !== undefined) {
        await pending;
        const stored = await caches.match(url, { cacheName: IMAGES_CACHE });
        if (stored !== undefined) return stored;
      }
      const [answer, stored] = download();
      markUnderWay(url, stored);
      return answer;
    },
  };
}
