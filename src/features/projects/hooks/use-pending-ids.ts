import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';

const emptySet: ReadonlySet<string> = new Set();

/** Ids of rows that changes still waiting in the sync queue create or modify (for a "not synced" mark). */
export function usePendingIds(): ReadonlySet<string> {
  const db = useDatabase();
  const ids = useLiveQuery(async () => {
    const touched = new Set<string>();
    for (const mutation of await db.mutations.toArray()) {
      const args = mutation.args;
      if (typeof args === 'object' && args !== null && 'id' in args && typeof args.id === 'string') {
        touched.add(args.id);
      }
    }
    return touched;
  }, [db]);
  return ids ?? emptySet;
}
