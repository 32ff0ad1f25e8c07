import type { Furniture } from '../../../domain/entities/furniture.schema';
import { availabilityStatuses, type AvailabilityStatus } from '../../../domain/enums';
import type { CatalogueSearchFilters } from '../../../search';

/** `relevance` is the search's own order (name order without a query). */
export const furnitureSorts = ['relevance', 'name', 'price', 'updated'] as const;
export type FurnitureSort = (typeof furnitureSorts)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Which archived items a list shows. */
export const archivedChoices = ['active', 'archived', 'all'] as const;
export type ArchivedChoice = (typeof archivedChoices)[number];

/** Which hidden (disabled) items a list shows. */
export const hiddenChoices = ['all', 'visible', 'hidden'] as const;
export type HiddenChoice = (typeof hiddenChoices)[number];

export interface FurnitureFilters {
  /** A category id, or '' for any. */
  categoryId: string;
  /** A supplier name, or '' for any. */
  supplier: string;
  availability: AvailabilityStatus | '';
  archived: ArchivedChoice;
  hidden: HiddenChoice;
}

export const noFilters: FurnitureFilters = {
  categoryId: '',
  supplier: '',
  availability: '',
  archived: 'active',
  hidden: 'all',
};

export function isAvailability(value: string): value is AvailabilityStatus {
  return (availabilityStatuses as readonly string[]).includes(value);
}

/** The list's filter choices in the shared search's terms. */
export function searchFilters(filters: FurnitureFilters): CatalogueSearchFilters {
  return {
    ...(filters.categoryId === '' ? {} : { categoryIds: [filters.categoryId] }),
    ...(filters.supplier === '' ? {} : { suppliers: [filters.supplier] }),
    ...(filters.availability === '' ? {} : { availability: [filters.availability] }),
    ...(filters.archived === 'all' ? {} : { archived: filters.archived === 'archived' }),
    ...(filters.hidden === 'all' ? {} : { hidden: filters.hidden === 'hidden' }),
  };
}

/** Whether a row passes the filters (for the preview rows read before the search index is ready). */
export function matchesFilters(
  row: Pick<Furniture, 'categoryId' | 'supplier' | 'availability' | 'archived' | 'isDisabled'>,
  filters: FurnitureFilters,
): boolean {
  if (filters.categoryId !== '' && row.categoryId !== filters.categoryId) return false;
  if (filters.supplier !== '' && row.supplier !== filters.supplier) return false;
  if (filters.availability !== '' && row.availability !== filters.availability) return false;
  if (filters.archived !== 'all' && row.archived !== (filters.archived === 'archived')) return false;
  if (filters.hidden !== 'all' && row.isDisabled !== (filters.hidden === 'hidden')) return false;
  return true;
}

type Sortable = Pick<Furniture, 'name' | 'priceExclVatCents' | 'updatedAt'>;

/**
 * Rows in the chosen order. The search already gives relevance (name order without a query), so
 * only the other sorts compare; names compare in the interface language.
 */
export function sortFurniture<T extends Sortable>(
  rows: readonly T[],
  sort: FurnitureSort,
  direction: SortDirection,
  collator: Intl.Collator,
  inNameOrder: boolean,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  switch (sort) {
    case 'relevance':
      return direction === 'asc' ? [...rows] : [...rows].reverse();
    case 'name':
      if (inNameOrder) return direction === 'asc' ? [...rows] : [...rows].reverse();
      return [...rows].sort((a, b) => sign * byName(a, b));
    case 'price':
      return [...rows].sort((a, b) => sign * (a.priceExclVatCents - b.priceExclVatCents) || byName(a, b));
    case 'updated':
      // ISO times of one format: plain comparison orders them, and is far cheaper than a collator.
      return [...rows].sort(
        (a, b) => sign * (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0),
      );
    default:
      return sort satisfies never;
  }
}

/** The distinct suppliers of a catalogue, sorted, for the supplier filter. */
export function suppliersOf(rows: readonly Pick<Furniture, 'supplier'>[], collator: Intl.Collator): string[] {
  const names = new Set<string>();
  for (const row of rows) if (row.supplier !== '') names.add(row.supplier);
  return [...names].sort(collator.compare);
}
