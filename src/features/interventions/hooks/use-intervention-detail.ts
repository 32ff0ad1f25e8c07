import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import {
  readPurchaseOrderWork,
  type PurchaseOrderRoom,
  type PurchaseOrderWork,
} from '../../../db/hooks/read-purchase-order';

export type DetailRoom = PurchaseOrderRoom;

export type InterventionDetail = PurchaseOrderWork & { project: LocalRow<'projects'> };

/** One purchase order's intervention, lines by room, cards and photos; `data: undefined` when unknown. */
export function useInterventionDetail(purchaseOrderId: string): LiveResult<InterventionDetail | undefined> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const project = await db.entity('projects').get(purchaseOrderId);
    if (!project) return { data: undefined };
    return { data: { project, ...(await readPurchaseOrderWork(db, purchaseOrderId)) } };
  }, [db, purchaseOrderId]);
  return toLiveResult(answer);
}
