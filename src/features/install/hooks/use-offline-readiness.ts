import { useEffect, useState } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { FitoutDatabase } from '../../../db/database';
import { cacheImages, downloadPhotos } from '../../../sync/photos/offline-assets';
import { useSyncStatus } from '../../../sync/sync-context';
import { offlineShellStored } from '../lib/offline-shell';

export type OfflineReadiness =
  | { status: 'downloading'; received: number }
  | { status: 'storing' }
  /** The data are stored; the service worker is still storing the app itself. */
  | { status: 'storingApp' }
  /** Every line, furniture image and photo of the purchase order is on this device. */
  | { status: 'ready'; lines: number; images: number }
  /** Synced, but some images could not be stored; tried again at the next sync. */
  | { status: 'incomplete'; lines: number; missing: number }
  /** Nothing downloaded yet and no network. */
  | { status: 'notReady' };

const readinessKey = 'offlineReady';

interface StoredReadiness {
  lines: number;
  images: number;
}

function isStoredReadiness(value: unknown): value is StoredReadiness {
  return typeof value === 'object' && value !== null && 'lines' in value && 'images' in value;
}

/** Downloads what the rows point to (furniture images, photos taken elsewhere) and counts what is stored. */
async function storeAssets(
  db: FitoutDatabase,
  purchaseOrderId: string,
  apiBase: string,
  headers: Record<string, string>,
): Promise<OfflineReadiness> {
  const [lines, cards, attachments] = await Promise.all([
    db.entity('purchaseOrderLines').where('projectId').equals(purchaseOrderId).toArray(),
    db.entity('verificationCards').where('projectId').equals(purchaseOrderId).count(),
    db.entity('attachments').where('projectId').equals(purchaseOrderId).toArray(),
  ]);
  const furnitureIds = [...new Set(lines.flatMap((line) => (line.furnitureId ? [line.furnitureId] : [])))];
  const furniture = await db.entity('furniture').bulkGet(furnitureIds);
  const imageUrls = furniture.flatMap((row) => row?.images.slice(0, 1) ?? []);
  const images = await cacheImages(imageUrls);
  const uploaded = attachments.filter((attachment) => attachment.uploadedAt !== null).map((a) => a.id);
  const storedPhotos = await downloadPhotos(db, apiBase, uploaded, headers);
  const missing = images.failed + (uploaded.length - storedPhotos);
  if (missing > 0) return { status: 'incomplete', lines: cards, missing };
  const ready = { lines: cards, images: images.stored + storedPhotos };
  await db.meta.put({ key: readinessKey, value: ready });
  return { status: 'ready', ...ready };
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

/**
 * "Ready for offline" only when true: after a complete pull in this visit, once every image is in
 * the cache and every photo in IndexedDB, and once a service worker controls the page with the app
 * stored (before that, a reload with no network gets the browser's offline page). Offline, the last
 * verified answer stands (the data stays).
 */
export function useOfflineReadiness(
  purchaseOrderId: string,
  apiBase: string,
  headers: Record<string, string>,
): OfflineReadiness {
  const db = useDatabase();
  const status = useSyncStatus();
  const shellStored = useOfflineShell();
  const [readiness, setReadiness] = useState<OfflineReadiness>({ status: 'downloading', received: 0 });
  const syncedAt = status.lastSyncedAt;
  const headersKey = JSON.stringify(headers);

  useEffect(() => {
    let cancelled = false;
    async function evaluate(): Promise<void> {
      if (syncedAt === null) {
        const stored = (await db.meta.get(readinessKey))?.value;
        if (cancelled) return;
        if (isStoredReadiness(stored)) setReadiness({ status: 'ready', ...stored });
        return;
      }
      setReadiness((current) => (current.status === 'ready' ? current : { status: 'storing' }));
      const next = await storeAssets(
        db,
        purchaseOrderId,
        apiBase,
        JSON.parse(headersKey) as Record<string, string>,
      );
      if (!cancelled) setReadiness(next);
    }
    void evaluate();
    return () => {
      cancelled = true;
    };
  }, [db, purchaseOrderId, apiBase, headersKey, syncedAt]);

  if (readiness.status === 'ready') return shellStored ? readiness : { status: 'storingApp' };
  if (readiness.status === 'incomplete') return readiness;
  if (status.progress) return { status: 'downloading', received: status.progress.received };
  if (readiness.status === 'downloading' && !status.online) return { status: 'notReady' };
  return readiness;
}
