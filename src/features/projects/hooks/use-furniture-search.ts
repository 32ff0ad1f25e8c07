import { useCatalogueSearch, type CatalogueRow } from '../../../search';

/** Enough to pick from; the list scrolls inside its own box. */
export const SEARCH_LIMIT = 50;

/**
 * Catalogue items a quote may take, through the shared catalogue search (words, prefixes, typos
 * and codes: "angle" finds "Canapé d'angle"), archived and hidden items left out. Undefined while
 * the local catalogue is being indexed; empty without a query.
 */
export function useFurnitureSearch(query: string): readonly CatalogueRow[] | undefined {
  const search = useCatalogueSearch(
    query,
    { archived: false, excludeDisabled: true },
    { limit: SEARCH_LIMIT },
  );
  if (search.loading) return undefined;
  return query.trim() === '' ? [] : search.rows;
}
