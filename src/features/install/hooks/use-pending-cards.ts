import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';

export interface PendingWork {
  /** Cards changed by a mutation the server has not confirmed yet. */
  cardIds: ReadonlySet<string>;
  /** Rooms verified in one gesture, not confirmed yet: all their cards count as pending. */
  roomIds: ReadonlySet<string>;
  count: number;
}

const nothing: PendingWork = { cardIds: new Set(), roomIds: new Set(), count: 0 };

function stringField(args: unknown, field: string): string | null {
  if (typeof args !== 'object' || args === null || !(field in args)) return null;
  const value = (args as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
}

/** What still waits in this device's queue, for the per-line "pending / synced" mark. */
export function usePendingCards(): PendingWork {
  const db = useDatabase();
  const pending = useLiveQuery(async () => {
    const cardIds = new Set<string>();
    const roomIds = new Set<string>();
    const mutations = await db.mutations.toArray();
    for (const mutation of mutations) {
      if (mutation.name === 'verificationCardsVerifyRoom') {
        const roomId = stringField(mutation.args, 'roomId');
        if (roomId) roomIds.add(roomId);
        continue;
      }
      const id =
        mutation.name === 'attachmentCreate'
          ? stringField(mutation.args, 'ownerId')
          : stringField(mutation.args, 'id');
      if (id) cardIds.add(id);
    }
    return { cardIds, roomIds, count: mutations.length };
  }, [db]);
  return pending ?? nothing;
}
