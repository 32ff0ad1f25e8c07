import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useDatabase } from '../db/database-context';
import type { CatalogueSearchFilters } from './catalogue-filters';
import type { CatalogueSearchOptions } from './catalogue-index';
import { catalogueSearchStore, type CatalogueRow } from './catalogue-search-store';

export interface CatalogueSearchState {
  /** True until the local catalogue is indexed; then results follow every local change. */
  loading: boolean;
  /** Matching furniture, best first (name order for an empty query). */
  rows: CatalogueRow[];
  /** Matches before `limit`. */
  total: number;
  /** Any indexed row by id (e.g. for a virtual list that keeps ids). */
  getRow(id: string): CatalogueRow | undefined;
}

/**
 * THE catalogue search of every screen (admin lists, quote builder, replacement pickers): offline,
 * accent- and case-insensitive, typo-tolerant, prefix on the word being typed, over name, client
 * name, SKU, supplier SKU and barcode. Pass `excludeDisabled: true` where disabled furniture must
 * not be offered. Filters and options may be new objects on every render.
 */
export function useCatalogueSearch(
  query: string,
  filters: CatalogueSearchFilters = {},
  options: CatalogueSearchOptions = {},
): CatalogueSearchState {
  const store = catalogueSearchStore(useDatabase());
  useEffect(() => store.retain(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const stableFilters = useStructural(filters);
  const limit = options.limit;
  return useMemo(() => {
    const getRow = (id: string) => store.index.get(id);
    if (snapshot.loading) return { loading: true, rows: [], total: 0, getRow };
    const result = store.index.search(query, stableFilters, { limit });
    return { loading: false, rows: result.rows, total: result.total, getRow };
  }, [store, snapshot, query, stableFilters, limit]);
}

/** The same object as long as its JSON is the same, so inline filter objects do not rerun searches. */
function useStructural<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key !== key) {
    // Adjusting state while rendering (React's documented pattern), instead of an effect's extra pass.
    setKept({ key, value });
    return value;
  }
  return kept.value;
}
