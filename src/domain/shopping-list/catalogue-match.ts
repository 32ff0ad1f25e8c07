import { canQuoteFurniture } from '../access';
import { normalizeProductUrl } from '../catalogue/product-url';
import type { Furniture } from '../entities/furniture.schema';
import type { ShoppingListItem, ShoppingListMatch } from './shopping-list.schema';

export type MatchableFurniture = Pick<
  Furniture,
  'id' | 'url' | 'sku' | 'supplierSku' | 'archived' | 'isDisabled'
>;

function skuKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/**
 * Finds each list item's furniture in the catalogue: by its product page (the same normalised URL
 * the duplicate warning uses), else by its reference, ours or the supplier's. Only furniture the
 * office may quote counts; a visible item wins over one hidden from search (an earlier import's
 * ad-hoc item), so a catalogue entry is preferred to a one-off.
 */
export function catalogueMatcher(
  rows: Iterable<MatchableFurniture>,
): (item: Pick<ShoppingListItem, 'url' | 'sku'>) => ShoppingListMatch | null {
  const byUrl = new Map<string, MatchableFurniture>();
  const bySku = new Map<string, MatchableFurniture>();
  const keep = (map: Map<string, MatchableFurniture>, key: string, row: MatchableFurniture) => {
    const held = map.get(key);
    if (key !== '' && (held === undefined || (held.isDisabled && !row.isDisabled))) map.set(key, row);
  };
  for (const row of rows) {
    if (!canQuoteFurniture({ kind: 'office' }, row)) continue;
    if (row.url.trim() !== '') keep(byUrl, normalizeProductUrl(row.url), row);
    keep(bySku, skuKey(row.sku), row);
    keep(bySku, skuKey(row.supplierSku), row);
  }
  return (item) => {
    const sameUrl = item.url.trim() === '' ? undefined : byUrl.get(normalizeProductUrl(item.url));
    if (sameUrl !== undefined) return { furnitureId: sameUrl.id, by: 'url' };
    const sameSku = item.sku.trim() === '' ? undefined : bySku.get(skuKey(item.sku));
    return sameSku === undefined ? null : { furnitureId: sameSku.id, by: 'sku' };
  };
}
