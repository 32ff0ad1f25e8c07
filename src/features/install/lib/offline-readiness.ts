import type { ImageDownloadProgress } from '../../../sync/photos/image-downloads';

/** What the download has reached, as the page shows it. */
export interface DownloadProgress {
  rows: number;
  images: number;
  imagesTotal: number;
  bytes: number;
}

export type OfflineReadiness =
  /** Rows and images still arriving; the lines already here can be worked on. */
  | { status: 'downloading'; progress: DownloadProgress }
  /** The data are stored; the service worker is still storing the app itself. */
  | { status: 'storingApp' }
  /** Every line, furniture image and photo of the purchase order is on this device. */
  | { status: 'ready'; lines: number; images: number }
  /** Synced, but some images could not be stored; tried again at the next sync. */
  | { status: 'incomplete'; lines: number; missing: number }
  /** Nothing downloaded yet and no network. */
  | { status: 'notReady' };

/** What was checked after the last complete pull of this visit. */
export interface AfterSync {
  lines: number;
  /** Uploaded photos of the purchase order, and how many of them are on this device. */
  photos: { wanted: number; stored: number };
}

export interface ReadinessInput {
  /** A complete pull happened in this visit, and what it left was checked; null until then. */
  afterSync: AfterSync | null;
  online: boolean;
  /** Rows pulled in this visit so far, with their size. */
  rows: { received: number; bytes: number };
  images: ImageDownloadProgress;
  /** A reload with no network would start the app (a worker controls the page, the shell is stored). */
  shellStored: boolean;
  /** The answer a past visit verified, kept for when this one cannot check (offline). */
  remembered: { lines: number; images: number } | null;
}

/**
 * "Ready for offline" only when true: after a complete pull in this visit, once every image is in
 * the cache and every photo in IndexedDB, and once the app itself would start with no network.
 * Before this visit has checked, the last verified answer stands (offline, the data stays).
 */
export function offlineReadiness(input: ReadinessInput): OfflineReadiness {
  const { afterSync, images, shellStored } = input;
  const settled = images.stored + images.failed === images.wanted;
  if (afterSync && settled) {
    const missing = images.failed + afterSync.photos.wanted - afterSync.photos.stored;
    if (missing > 0) return { status: 'incomplete', lines: afterSync.lines, missing };
    if (!shellStored) return { status: 'storingApp' };
    return { status: 'ready', lines: afterSync.lines, images: images.stored + afterSync.photos.stored };
  }
  if (!afterSync && input.remembered)
    return shellStored ? { status: 'ready', ...input.remembered } : { status: 'storingApp' };
  if (!afterSync && !input.online && input.rows.received === 0) return { status: 'notReady' };
  return {
    status: 'downloading',
    progress: {
      rows: input.rows.received,
      images: images.stored,
      imagesTotal: images.wanted,
      bytes: input.rows.bytes + images.bytes,
    },
  };
}

/** The share of the images stored, for a progress bar; unknown (undefined) until their rows are in. */
export function downloadShare(progress: DownloadProgress): number | undefined {
  return progress.imagesTotal > 0 ? progress.images / progress.imagesTotal : undefined;
}
