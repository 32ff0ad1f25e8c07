import type { AvailabilityStatus } from '../domain/enums';
import type { Furniture } from '../domain/entities/furniture.schema';

/** The fields the search reads; a row type with more fields (a local row) is kept as is. */
export type SearchableFurniture = Pick<
  Furniture,
  | 'id'
  | 'name'
  | 'clientName'
  | 'sku'
  | 'supplierSku'
  | 'barcode'
  | 'supplier'
  | 'categoryId'
  | 'availability'
  | 'archived'
  | 'isDisabled'
>;

/** Narrowing of a search; an absent field does not filter. */
export interface CatalogueSearchFilters {
  /** Only these categories; `null` in the list stands for "no category". */
  categoryIds?: readonly (string | null)[];
  /** Only these suppliers (exact names, as stored). */
  suppliers?: readonly string[];
  availability?: readonly AvailabilityStatus[];
  /** true: archived only; false: not archived only. */
  archived?: boolean;
  /** On `isDisabled` ("hidden from search" in the admin list): true: hidden only; false: visible only. */
  hidden?: boolean;
  /**
   * Keep disabled furniture out of the results (spec: "hidden from name search"), as the quote
   * builder and replacement pickers need. Decision: a query that is exactly one of a disabled
   * item's codes (SKU, supplier SKU or barcode) still finds it, because a scanned barcode or a
   * pasted SKU names that one product on purpose; names, prefixes and typos never do.
   */
  excludeDisabled?: boolean;
}

/** The filters on the two flags, which the index keeps beside its rows (see CatalogueIndex). */
export function passesFlagFilters(
  archived: boolean,
  disabled: boolean,
  filters: CatalogueSearchFilters,
): boolean {
  if (filters.archived !== undefined && archived !== filters.archived) return false;
  if (filters.hidden !== undefined && disabled !== filters.hidden) return false;
  return true;
}

/** Whether any filter needs the row's fields other than its flags. */
export function filtersFields(filters: CatalogueSearchFilters): boolean {
  return (
    filters.categoryIds !== undefined || filters.suppliers !== undefined || filters.availability !== undefined
  );
}

/** The filters on the row's other fields. */
export function passesFieldFilters(row: SearchableFurniture, filters: CatalogueSearchFilters): boolean {
  if (filters.categoryIds !== undefined && !filters.categoryIds.includes(row.categoryId)) return false;
  if (filters.suppliers !== undefined && !filters.suppliers.includes(row.supplier)) return false;
  if (filters.availability !== undefined && !filters.availability.includes(row.availability)) return false;
  return true;
}
