import Dexie, { RangeSet, type ObservabilitySet } from 'dexie';
import type { EntityName } from '../domain/entities/registry';
import type { FitoutDatabase } from './database';

/** Which rows of a store changed: their ids, or `all` when a write covered a range (clear, reset). */
export type EntityChange = { ids: string[] } | 'all';

/**
 * Calls `onChange` after each committed write to `entity`, from this context or any other (the
 * sync worker, other tabs): Dexie broadcasts the keys every transaction touched. Lets an in-memory
 * structure (the catalogue search index) follow the store by re-reading only the changed rows.
 * Returns the function that stops watching.
 */
export function watchEntityChanges(
  db: FitoutDatabase,
  entity: EntityName,
  onChange: (change: EntityChange) => void,
): () => void {
  const part = `idb://${db.name}/${entity}/`;
  const listener = (parts: ObservabilitySet) => {
    const ids = new Set<string>();
    for (const name of [part, `${part}:dels`]) {
      const tree = parts[name];
      if (tree === undefined) continue;
      for (const range of RangeSet(tree)) {
        if (typeof range.from === 'string' && range.from === range.to) ids.add(range.from);
        else return onChange('all');
      }
    }
    if (ids.size > 0) onChange({ ids: [...ids] });
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}
