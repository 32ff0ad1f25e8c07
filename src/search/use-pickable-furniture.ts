import type { CatalogueRow } from './catalogue-search-store';
import { useCatalogueSearch } from './use-catalogue-search';

/**
 * Furniture a picker may offer (a quote line, a range or module item): the shared search without
 * archived items and without hidden ones. Undefined while the index loads; empty without a query.
 */
export function usePickableFurniture(query: string, limit: number): readonly CatalogueRow[] | undefined {
  const search = useCatalogueSearch(query, { archived: false, excludeDisabled: true }, { limit });
  if (search.loading) return undefined;
  return query.trim() === '' ? [] : search.rows;
}
