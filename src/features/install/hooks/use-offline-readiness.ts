import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { FitoutDatabase } from '../../../db/database';
import { downloadPhotos } from '../../../sync/photos/offline-assets';
import {
  noImageDownloads,
  startImageDownloads,
  type ImageDownloadProgress,
  type ImageDownloads,
} from '../../../sync/photos/image-downloads';
import { useSyncStatus } from '../../../sync/sync-context';
import { offlineReadiness, type AfterSync, type OfflineReadiness } from '../lib/offline-readiness';
import { offlineShellStored } from '../lib/offline-shell';

export interface SharedDownloads {
  downloads: ImageDownloads;
  progress: ImageDownloadProgress;
  listeners: Set<() => void>;
}

/**
 * One download per database and link for the page's lifetime: the installer page may be mounted
 * again while it starts (a suspended translation, the first worker taking control), and the images
 * under way, with their count, must survive that.
 */
const sharedDownloads = new Map<string, SharedDownloads>();

function downloadsFor(key: string, headers: Record<string, string>): SharedDownloads {
  const existing = sharedDownloads.get(key);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  const shared: SharedDownloads = {
    listeners,
    progress: noImageDownloads,
    downloads: startImageDownloads((progress) => {
      shared.progress = progress;
      for (const listener of listeners) listener();
    }, headers),
  };
  sharedDownloads.set(key, shared);
  return shared;
}

/** The page's image downloads for this database and these credentials (one per page lifetime). */
export function useSharedImageDownloads(headers: Record<string, string>): SharedDownloads {
  const db = useDatabase();
  const headersKey = JSON.stringify(headers);
  return useMemo(
    () => downloadsFor(`${db.name}:${headersKey}`, JSON.parse(headersKey) as Record<string, string>),
    [db, headersKey],
  );
}

const readinessKey = 'offlineReady';

interface StoredReadiness {
  lines: number;
  images: number;
}

function isStoredReadiness(value: unknown): value is StoredReadiness {
  return typeof value === 'object' && value !== null && 'lines' in value && 'images' in value;
}

/** The first furniture image of every line of the purchase order: what the page shows. */
async function furnitureImages(db: FitoutDatabase, purchaseOrderId: string): Promise<string[]> {
  const lines = await db.entity('purchaseOrderLines').where('projectId').equals(purchaseOrderId).toArray();
  const furnitureIds = [...new Set(lines.flatMap((line) => (line.furnitureId ? [line.furnitureId] : [])))];
  const furniture = await db.entity('furniture').bulkGet(furnitureIds);
  return furniture.flatMap((row) => row?.images.slice(0, 1) ?? []);
}

/** After a complete pull: every image asked for (again, if it failed), photos taken elsewhere downloaded. */
async function checkAfterSync(
  db: FitoutDatabase,
  purchaseOrderId: string,
  downloads: ImageDownloads,
  apiBase: string,
  headers: Record<string, string>,
): Promise<AfterSync> {
  downloads.retry();
  downloads.want(await furnitureImages(db, purchaseOrderId));
  const [lines, attachments] = await Promise.all([
    db.entity('verificationCards').where('projectId').equals(purchaseOrderId).count(),
    db.entity('attachments').where('projectId').equals(purchaseOrderId).toArray(),
  ]);
  const uploaded = attachments.filter((attachment) => attachment.uploadedAt !== null).map((a) => a.id);
  const stored = await downloadPhotos(db, apiBase, uploaded, headers);
  return { lines, photos: { wanted: uploaded.length, stored } };
}

/** Whether the app itself would start here with no network; checked once per page. */
function useOfflineShell(): boolean {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void offlineShellStored().then((value) => {
      if (!cancelled) setStored(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return stored;
}

/** What a past visit verified, read once (undefined while reading). */
function useRememberedReadiness(db: FitoutDatabase): StoredReadiness | null {
  const [remembered, setRemembered] = useState<StoredReadiness | null>(null);
  useEffect(() => {
    let cancelled = false;
    void db.meta.get(readinessKey).then((row) => {
      if (!cancelled && isStoredReadiness(row?.value)) setRemembered(row.value);
    });
    return () => {
      cancelled = true;
    };
  }, [db]);
  return remembered;
}

/**
 * The page's way to the cellar: images are stored as soon as their rows arrive (`furniture`, from
 * the page's live query), the rest is checked after each complete pull; see offlineReadiness.
 */
export function useOfflineReadiness(
  purchaseOrderId: string,
  apiBase: string,
  headers: Record<string, string>,
  furniture: ReadonlyMap<string, { images: string[] }> | undefined,
): OfflineReadiness {
  const db = useDatabase();
  const status = useSyncStatus();
  const shellStored = useOfflineShell();
  const remembered = useRememberedReadiness(db);
  const headersKey = JSON.stringify(headers);
  const shared = useSharedImageDownloads(headers);
  const images = useSyncExternalStore(
    (listener) => {
      shared.listeners.add(listener);
      return () => shared.listeners.delete(listener);
    },
    () => shared.progress,
  );
  const [afterSync, setAfterSync] = useState<AfterSync | null>(null);
  const syncedAt = status.lastSyncedAt;

  useEffect(() => {
    if (furniture) shared.downloads.want([...furniture.values()].flatMap((row) => row.images.slice(0, 1)));
  }, [shared, furniture]);

  useEffect(() => {
    if (syncedAt === null) return;
    let cancelled = false;
    const sessionHeaders = JSON.parse(headersKey) as Record<string, string>;
    void checkAfterSync(db, purchaseOrderId, shared.downloads, apiBase, sessionHeaders).then((checked) => {
      if (!cancelled) setAfterSync(checked);
    });
    return () => {
      cancelled = true;
    };
  }, [db, purchaseOrderId, shared, apiBase, headersKey, syncedAt]);

  const readiness = offlineReadiness({
    afterSync,
    online: status.online,
    rows: { received: status.pulled.rows, bytes: status.pulled.bytes },
    images,
    shellStored,
    remembered,
  });
  // Remembered only once this visit verified it, for a later visit that starts offline.
  const verified = readiness.status === 'ready' && afterSync !== null;
  const lines = readiness.status === 'ready' ? readiness.lines : 0;
  const stored = readiness.status === 'ready' ? readiness.images : 0;
  useEffect(() => {
    if (verified) void db.meta.put({ key: readinessKey, value: { lines, images: stored } });
  }, [db, verified, lines, stored]);
  return readiness;
}
