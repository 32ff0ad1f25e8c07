import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useDatabase } from '../../../db/database-context';
import { catalogueSearchStore } from '../../../search';
import type { LocalRow } from '../../../db/database';

/** Rows shown before the search index has read the whole catalogue: a screenful and some scrolling. */
export const PREVIEW_ROWS = 200;

export type FurnitureRow = LocalRow<'furniture'>;

/**
 * The first names of the catalogue from the name index, a few milliseconds, while the search index
 * reads all 50,000 rows (about half a second): the list shows something at once. Undefined while
 * not wanted or not read yet.
 */
export function useFurniturePreview(wanted: boolean): FurnitureRow[] | undefined {
  const store = catalogueSearchStore(useDatabase());
  if (wanted) store.readFirstNames(PREVIEW_ROWS);
  const rows = useSyncExternalStore(store.subscribe, store.getFirstNames);
  return wanted ? rows : undefined;
}

export function useFurnitureCategories(): LocalRow<'furnitureCategories'>[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.entity('furnitureCategories').toArray(), [db]);
}

/** Rows by id for a few ids (the items of a range or a module), following their changes. */
export function useFurnitureByIds(ids: readonly string[]): ReadonlyMap<string, FurnitureRow> | undefined {
  const db = useDatabase();
  const key = ids.join(',');
  return useLiveQuery(async () => {
    const rows = await db.entity('furniture').bulkGet(key === '' ? [] : key.split(','));
    return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  }, [db, key]);
}
