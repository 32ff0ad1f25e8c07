import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { useDatabase } from '../../../db/database-context';

const emptySet: ReadonlySet<string> = new Set();

function sameIds(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * Ids of rows that changes still waiting in the sync queue create or modify (for a "not synced" mark).
 * The same set object while its ids stay the same, so rows memoized on it do not re-render.
 */
export function usePendingIds(): ReadonlySet<string> {
  const db = useDatabase();
  const previous = useRef(emptySet);
  const ids = useLiveQuery(async () => {
    // Index keys only: the queue may hold thousands of changes after a day offline.
    const touched = new Set((await db.mutations.orderBy('targetId').uniqueKeys()).map(String));
    if (!sameIds(previous.current, touched)) previous.current = touched;
    return previous.current;
  }, [db]);
  return ids ?? emptySet;
}
