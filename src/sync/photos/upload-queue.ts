import type { FitoutDatabase, PhotoBlob } from '../../db/database';
import { sha256Hex } from './sha256';

/** First retry after this long, doubling per failure up to the cap. */
export const UPLOAD_RETRY_BASE_MS = 2_000;
export const UPLOAD_RETRY_MAX_MS = 30_000;
/** While photos wait, the queue looks again this often even without a nudge. */
export const UPLOAD_POLL_MS = 5_000;
/** A photo upload that has not answered by then is treated as lost and retried. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface PhotoUploadOptions {
  db: FitoutDatabase;
  /** Origin and base path of the API, e.g. `https://fitout.example/api/v1`. */
  apiBase: string;
  /** The credential headers of the current session (bearer or installer token). */
  headers: () => Record<string, string>;
  fetch?: typeof fetch;
  now?: () => number;
  isOnline?: () => boolean;
  /** A photo reached the server: its row's `uploadedAt` changed there, worth a pull. */
  onUploaded?: () => void;
  /**
   * The credential was refused: this queue hands its lock over (another tab of the store may hold a
   * valid one) and stops trying until `kick` after a new credential.
   */
  onUnauthorized?: () => void;
}

export interface PhotoUploads {
  /** A photo was queued, the network came back or the session changed: try now, skipping backoff. */
  kick(): void;
  /** Resolves when no pass over the queue is running (what a kick started has been tried). */
  idle(): Promise<void>;
  stop(): void;
}

type Outcome = 'uploaded' | 'retry' | 'offline' | 'unauthorized';

/**
 * Uploads the photos taken on this device, one at a time, oldest first. Exactly once: the server
 * stores content by attachment id and sha256, so a retried PUT after a lost answer changes nothing.
 * One tab of the origin uploads (a Web Lock per database); the others only queue.
 */
export function startPhotoUploads(options: PhotoUploadOptions): PhotoUploads {
  const { db, apiBase } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let ignoreBackoff = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let release: (() => void) | null = null;
  let leading = false;

  async function upload(photo: PhotoBlob): Promise<Outcome> {
    const hash = await sha256Hex(photo.blob);
    let response: Response;
    try {
      response = await doFetch(`${apiBase}/attachments/${photo.attachmentId}/content`, {
        method: 'PUT',
        headers: {
          ...options.headers(),
          'content-type': photo.blob.type || 'application/octet-stream',
          'x-content-sha256': hash,
        },
        body: photo.blob,
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      });
    } catch {
      return isOnline() ? 'retry' : 'offline';
    }
    if (response.ok) return 'uploaded';
    if (response.status === 401 || response.status === 403) return 'unauthorized';
    // 404: the attachment row has not been pushed yet; 409/5xx/429: later. All retried with backoff.
    return 'retry';
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const skipBackoff = ignoreBackoff;
      ignoreBackoff = false;
      const pending = await db.photoBlobs.where('status').equals('pending').toArray();
      for (const photo of pending) {
        if (stopped) return;
        if (!skipBackoff && photo.nextAttemptAt > now()) continue;
        const outcome = await upload(photo);
        if (outcome === 'uploaded') {
          await db.photoBlobs.update(photo.attachmentId, {
            status: 'uploaded',
            attempts: 0,
            lastError: null,
          });
          options.onUploaded?.();
          continue;
        }
        // No network is no answer from the server: the backoff grows only with refusals and lost
        // requests, so a photo taken in a cellar is tried at once when the network (or a push) returns.
        if (outcome === 'offline') {
          await db.photoBlobs.update(photo.attachmentId, { lastError: outcome });
          return;
        }
        const attempts = photo.attempts + 1;
        const delay = Math.min(UPLOAD_RETRY_MAX_MS, UPLOAD_RETRY_BASE_MS * 2 ** (attempts - 1));
        await db.photoBlobs.update(photo.attachmentId, {
          attempts,
          nextAttemptAt: now() + delay,
          lastError: outcome,
        });
        // Without credentials the next photo would fail the same way.
        if (outcome === 'unauthorized') {
          giveUpLock();
          options.onUnauthorized?.();
          return;
        }
      }
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped || !leading) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => console.error('[photos] upload queue failed', error))
      .finally(() => {
        running = null;
      });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      run();
      schedule();
    }, UPLOAD_POLL_MS);
  }

  let asked = false;
  function askLock(): void {
    if (asked || stopped) return;
    asked = true;
    void navigator.locks.request(`fitout-photo-upload:${db.name}`, () => {
      if (stopped || !asked) return undefined;
      leading = true;
      run();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
  }

  function giveUpLock(): void {
    leading = false;
    asked = false;
    release?.();
    release = null;
  }

  const onOnline = () => kick();
  function kick(): void {
    ignoreBackoff = true;
    askLock();
    run();
  }

  askLock();
  addEventListener('online', onOnline);
  schedule();

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      removeEventListener('online', onOnline);
      giveUpLock();
    },
  };
}
