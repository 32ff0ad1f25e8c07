/// <reference lib="webworker" />
import { eachAtMost } from '../domain/each-at-most';
import {
  imageCopiesMaxUrls,
  imageCopiesPath,
  type ImageCopiesRequest,
} from '../domain/interventions/image-copies.schema';
import { createImageCopyReader, type ImageCopyFrame } from '../domain/interventions/image-copy-frames';
import { hasImageCopy, imageCopyResponse, imageCopyUrls, putImageCopies } from './image-copies-database';
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

type CopiedFrame = ImageCopyFrame & { header: Extract<ImageCopyFrame['header'], { outcome: 'copied' }> };

function isCopied(frame: ImageCopyFrame): frame is CopiedFrame {
  return frame.header.outcome === 'copied';
}

function storedCopy(url: string, bytes: number): Stored {
  return { type: 'image', url, stored: true, bytes, opaque: false };
}

/** Copies kept in the image cache, one put each: where they go when their database cannot take them. */
function cacheCopies(cache: Cache, copies: readonly CopiedFrame[]): Promise<Stored[]> {
  return Promise.all(
    copies.map(async ({ header, body }) => {
      const headers = { 'content-type': header.type, 'content-length': String(header.bytes) };
      try {
        await cache.put(header.url, new Response(body, { headers }));
        return storedCopy(header.url, header.bytes);
      } catch {
        return notStored(header.url);
      }
    }),
  );
}

/** The copies one chunk of the answer completed, written together (src/sw/image-copies-database.ts). */
async function keepCopies(cache: Cache, copies: readonly CopiedFrame[]): Promise<Stored[]> {
  try {
    await putImageCopies(
      copies.map(({ header, body }) => ({ url: header.url, type: header.type, body: body.buffer })),
    );
    return copies.map(({ header }) => storedCopy(header.url, header.bytes));
  } catch {
    return cacheCopies(cache, copies);
  }
}

/**
 * One request of the server's copies (src/domain/interventions/image-copies.schema.ts), stored
 * as they arrive (those each chunk of the answer completes, together); what the server did not
 * copy is asked of its host. Resolves with the URLs the answer left out (an older server, a
 * refused link, a dropped connection): for the caller to ask their hosts.
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
      const fresh = frames.push(chunk.value).filter((frame) => left.delete(frame.header.url));
      const copies = fresh.filter(isCopied);
      if (copies.length > 0)
        stores.push(keepCopies(cache, copies).then((results) => results.forEach(settle)));
      for (const { header } of fresh) {
        if (header.outcome === 'not_image') settle(notStored(header.url));
        if (header.outcome === 'ask_host') stores.push(storeDirect(cache, header.url).then(settle));
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
 * The furniture images of the installer page, stored for the cellar where the image route answers
 * from (the server's copies in their database, the rest in the image cache). One store per worker:
 * it knows which images are on their way, so an <img> asking for one of them meanwhile waits for it
 * rather than asking its host a second time.
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

  /** How `url` stands in the copies or the cache once a download under way has settled. */
  async function storedReply(cache: Cache, url: string): Promise<Stored> {
    if (await hasImageCopy(url)) return storedCopy(url, 0);
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
      const [cached, copied] = await Promise.all([cache.keys(), imageCopyUrls()]);
      const present = new Set(cached.map((request) => request.url));
      const toCopy: string[] = [];
      const toFetch: string[] = [];
      const stored: Promise<void>[] = [];
      for (const url of mine.keys()) {
        if (copied.has(url)) settle(storedCopy(url, 0));
        else if (present.has(url)) stored.push(storedReply(cache, url).then(settle));
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
     * The image route's answer for `url`: once a download under way has settled, the server's copy
     * when there is one, else `download` ([answer, stored]: a Workbox strategy's handleAll, which
     * answers from the cache first), itself marked as under way.
     */
    async answer(url: string, download: () => [Promise<Response>, Promise<unknown>]): Promise<Response> {
      await underWay.get(url);
      const copy = await imageCopyResponse(url);
      if (copy !== undefined) return copy;
      const [answer, stored] = download();
      markUnderWay(url, stored);
      return answer;
    },
  };
}
