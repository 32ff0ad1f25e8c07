import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../database-context';
import type { RejectedMutation } from '../database';
import { toLiveResult, type LiveResult } from './live-result';

/** The "changes not accepted" list: what the server refused, with its reason and the data it carried. */
export function useRejectedMutations(): LiveResult<RejectedMutation[]> {
  const db = useDatabase();
  const answer = useLiveQuery(
    async () => ({ data: await db.rejected.orderBy('seq').reverse().toArray() }),
    [db],
  );
  return toLiveResult(answer);
}

/** Local changes not yet confirmed by the server, in any tab. */
export function usePendingCount(): LiveResult<number> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => ({ data: await db.mutations.count() }), [db]);
  return toLiveResult(answer);
}
