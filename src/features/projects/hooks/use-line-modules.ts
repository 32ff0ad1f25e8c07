import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';

type ModuleRows = ReadonlyMap<string, LocalRow<'furnitureModules'>>;

const noModules: ModuleRows = new Map();

/** The modules the lines of a project quote, by id, for their names (the draft reads furniture only). */
export function useLineModules(lines: readonly LocalRow<'purchaseOrderLines'>[]): ModuleRows {
  const db = useDatabase();
  // Keyed on the ids as one string: a new lines array naming the same modules does not query again.
  const key = [...new Set(lines.flatMap((line) => (line.moduleId ? [line.moduleId] : [])))].sort().join(',');
  const rows = useLiveQuery(async () => {
    if (key === '') return noModules;
    const found = await db.entity('furnitureModules').bulkGet(key.split(','));
    return new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  }, [db, key]);
  return rows ?? noModules;
}
