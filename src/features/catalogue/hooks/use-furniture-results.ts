import { useMemo } from 'react';
import { useCatalogueSearch } from '../../../search';
import {
  matchesFilters,
  searchFilters,
  sortFurniture,
  suppliersOf,
  type FurnitureFilters,
  type FurnitureSort,
  type SortDirection,
} from '../lib/furniture-query';
import { useCollator } from '../../../i18n/use-format';
import { useFurniturePreview, type FurnitureRow } from './use-furniture-catalogue';

export interface FurnitureView {
  query: string;
  filters: FurnitureFilters;
  sort: FurnitureSort;
  direction: SortDirection;
}

export interface FurnitureResults {
  rows: readonly FurnitureRow[];
  /** False while only the first names have been read: the count is not known yet. */
  complete: boolean;
}

/** The furniture list's rows, from the shared search over the local catalogue, then sorted. */
export function useFurnitureResults(view: FurnitureView): FurnitureResults | undefined {
  const { query, filters, sort, direction } = view;
  const collator = useCollator();
  const search = useCatalogueSearch(query, searchFilters(filters));
  const preview = useFurniturePreview(search.loading);
  const searched = search.loading ? undefined : search.rows;
  const inNameOrder = query.trim() === '';
  const sorted = useMemo(
    () => searched && sortFurniture(searched, sort, direction, collator, inNameOrder),
    [searched, sort, direction, collator, inNameOrder],
  );
  if (sorted !== undefined) return { rows: sorted, complete: true };
  if (preview === undefined) return undefined;
  // Before the index is ready: the first names, filtered, when no query needs the index.
  return { rows: inNameOrder ? preview.filter((row) => matchesFilters(row, filters)) : [], complete: false };
}

/** Every supplier of the local catalogue, for the supplier filter. */
export function useSuppliers(): string[] {
  const collator = useCollator();
  const all = useCatalogueSearch('');
  return useMemo(() => suppliersOf(all.rows, collator), [all.rows, collator]);
}
