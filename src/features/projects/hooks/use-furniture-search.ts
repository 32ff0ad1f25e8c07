import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { foldAccents, firstLetterVariants } from '../lib/fold-accents';

/** Enough to pick from; the full catalogue search comes with the catalogue screens. */
export const SEARCH_LIMIT = 50;

/**
 * Catalogue items whose name starts with the query, ignoring case and accents, hidden and archived
 * ones left out. The name index narrows the scan to names starting with the first letter (in any
 * accented form), so a large catalogue is never read whole.
 */
export function useFurnitureSearch(query: string): LocalRow<'furniture'>[] | undefined {
  const db = useDatabase();
  const folded = foldAccents(query.trim());
  return useLiveQuery(async () => {
    if (folded === '') return [];
    const rows = await db
      .entity('furniture')
      .where('name')
      .startsWithAnyOfIgnoreCase(firstLetterVariants(folded))
      .filter((row) => !row.isDisabled && !row.archived && foldAccents(row.name).startsWith(folded))
      .limit(SEARCH_LIMIT)
      .toArray();
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }, [db, folded]);
}
