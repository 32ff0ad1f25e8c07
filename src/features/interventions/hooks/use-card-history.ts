import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { CardHistoryEntry } from '../../../domain/interventions/card-history.schema';
import { fetchCardHistory } from '../../../lib/interventions-api';
import { useOnlineRead, type OnlineRead } from '../../../lib/use-online-read';

/**
 * A purchase order's card history, which only the server keeps. The newest synced version among the
 * order's cards is watched locally: every change the server records (an installer's check, an
 * office action once applied) reaches this device as a newer version in a pull, and the history is
 * read again then, so the table follows without a reload.
 */
export function useCardHistory(purchaseOrderId: string): OnlineRead<CardHistoryEntry[]> {
  const db = useDatabase();
  const newestVersion = useLiveQuery(async () => {
    const cards = await db.entity('verificationCards').where('projectId').equals(purchaseOrderId).toArray();
    return cards.reduce((newest, card) => Math.max(newest, card.version), 0);
  }, [db, purchaseOrderId]);
  const load = useMemo(
    () => (newestVersion === undefined ? undefined : () => fetchCardHistory(purchaseOrderId)),
    [purchaseOrderId, newestVersion],
  );
  return useOnlineRead(load);
}
