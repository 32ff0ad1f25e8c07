import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue } from 'react';
import { useDatabase } from '../../../db/database-context';
import { normalizeProductUrl } from '../../../domain/catalogue';

/**
 * Another catalogue item with the same product URL, if any (a warning, not an error: the same
 * product may be listed twice on purpose). The URL has no index, so the check follows typing lazily.
 */
export function useDuplicateUrl(url: string, selfId: string): { id: string; name: string } | undefined {
  const db = useDatabase();
  const typed = useDeferredValue(url).trim();
  const wanted = typed === '' ? '' : normalizeProductUrl(typed);
  return useLiveQuery(async () => {
    if (wanted === '') return undefined;
    const twin = await db
      .entity('furniture')
      .filter((row) => row.id !== selfId && row.url.trim() !== '' && normalizeProductUrl(row.url) === wanted)
      .first();
    return twin ? { id: twin.id, name: twin.name } : undefined;
  }, [db, wanted, selfId]);
}
