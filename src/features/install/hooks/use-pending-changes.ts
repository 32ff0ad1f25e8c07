import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { QueuedMutation } from '../../../db/database';

/** This device's unconfirmed changes and photos not uploaded yet; undefined while loading. */
export function usePendingChanges(): { mutations: QueuedMutation[]; photos: number } | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => ({
      mutations: await db.mutations.orderBy('id').toArray(),
      photos: await db.photoBlobs.where('status').equals('pending').count(),
    }),
    [db],
  );
}
