import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow, PhotoStatus } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import {
  readPurchaseOrderWork,
  type PurchaseOrderRoom,
  type PurchaseOrderWork,
} from '../../../db/hooks/read-purchase-order';

export type InstallRoomData = PurchaseOrderRoom;

export type InstallData = Omit<PurchaseOrderWork, 'cards'> & {
  project: LocalRow<'projects'> | undefined;
  /** Which photos have their bytes on this device, and whether they are uploaded. */
  photoBlobs: ReadonlyMap<string, PhotoStatus>;
  lineCount: number;
};

/** Everything the installer page shows, in one live query, so a pulled page re-renders it once. */
export function useInstallData(purchaseOrderId: string): LiveResult<InstallData> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const [project, { cards, ...work }, blobs] = await Promise.all([
      db.entity('projects').get(purchaseOrderId),
      readPurchaseOrderWork(db, purchaseOrderId),
      db.photoBlobs.toArray(),
    ]);
    return {
      data: {
        project,
        ...work,
        photoBlobs: new Map(blobs.map((blob) => [blob.attachmentId, blob.status])),
        lineCount: cards.length,
      },
    };
  }, [db, purchaseOrderId]);
  return toLiveResult(answer);
}
