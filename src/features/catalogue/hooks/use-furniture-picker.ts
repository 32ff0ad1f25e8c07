import { useCatalogueSearch } from '../../../search';
import type { FurnitureRow } from './use-furniture-catalogue';

/** Enough to pick from without scrolling far. */
export const PICKER_LIMIT = 20;

/**
 * Items to pick for a range or a module: the shared search, without archived items and without
 * hidden ones (they are out of name search). Undefined while the index loads; empty without a query.
 */
export function useFurniturePicker(query: string): readonly FurnitureRow[] | undefined {
  const search = useCatalogueSearch(
    query,
    { archived: false, excludeDisabled: true },
    { limit: PICKER_LIMIT },
  );
  if (search.loading) return undefined;
  return query.trim() === '' ? [] : search.rows;
}
