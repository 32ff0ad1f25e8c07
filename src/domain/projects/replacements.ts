import { canQuoteFurniture, canSeeFurnitureRange, type CatalogueViewer } from '../access/catalogue-access';
import type { FurnitureRange } from '../entities/furniture-range.schema';
import type { Furniture } from '../entities/furniture.schema';

/** How many alternatives the replace dialog proposes. */
export const maxReplacementCandidates = 6;

type CandidateFacts = Pick<
  Furniture,
  'id' | 'name' | 'categoryId' | 'priceExclVatCents' | 'archived' | 'isDisabled'
>;

/**
 * The furniture a line's furniture may be swapped for: of the same range (a range the viewer sees)
 * or the same category, quotable by the viewer, not itself; the closest in price first (then by
 * name and id, so every device lists them alike), at most `maxReplacementCandidates`.
 */
export function replacementCandidates<F extends CandidateFacts>(
  furniture: Pick<Furniture, 'id' | 'categoryId' | 'priceExclVatCents'>,
  allFurniture: readonly F[],
  viewer: CatalogueViewer,
  ranges: readonly Pick<FurnitureRange, 'items' | 'archived'>[] = [],
): F[] {
  const rangeMates = new Set<string>();
  for (const range of ranges) {
    if (!canSeeFurnitureRange(viewer, range)) continue;
    if (!range.items.some((item) => item.furnitureId === furniture.id)) continue;
    for (const item of range.items) rangeMates.add(item.furnitureId);
  }
  const related = (other: F) =>
    rangeMates.has(other.id) || (furniture.categoryId !== null && other.categoryId === furniture.categoryId);
  const distance = (other: F) => Math.abs(other.priceExclVatCents - furniture.priceExclVatCents);
  return allFurniture
    .filter((other) => other.id !== furniture.id && related(other) && canQuoteFurniture(viewer, other))
    .sort(
      (a, b) =>
        distance(a) - distance(b) ||
        a.name.localeCompare(b.name, 'fr') ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, maxReplacementCandidates);
}
