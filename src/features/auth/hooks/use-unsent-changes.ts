import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import { countUnsent } from '../../../db/queue';

/**
 * What logging out now would lose, kept up to date: the queue the sync status counts, so a dialog
 * opened offline follows the network's return and the queue draining. Undefined while first read.
 */
export function useUnsentChanges(): number | undefined {
  const db = useDatabase();
  return useLiveQuery(() => countUnsent(db), [db]);
}
