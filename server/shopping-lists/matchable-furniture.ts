import { and, isNull, or, sql } from 'drizzle-orm';
import type { MatchableFurniture } from '../../src/domain/shopping-list/catalogue-match';
import type { ShoppingListItem } from '../../src/domain/shopping-list/shopping-list.schema';
import type { Db } from '../db/client';
import { furniture } from '../db/schema';

/**
 * The catalogue furniture a list's items could match: those with one of its references (ours or
 * the supplier's), and those with a product page, whose normalised form only the matcher computes.
 */
export async function matchableFurniture(
  db: Db,
  items: readonly Pick<ShoppingListItem, 'sku'>[],
): Promise<MatchableFurniture[]> {
  const skus = [...new Set(items.map((item) => item.sku.trim().toUpperCase()).filter((sku) => sku !== ''))];
  const skuList = sql.join(
    skus.map((sku) => sql`${sku}`),
    sql`, `,
  );
  const bySku =
    skus.length === 0
      ? sql`false`
      : sql`upper(${furniture.sku}) in (${skuList}) or upper(${furniture.data}->>'supplierSku') in (${skuList})`;
  const rows = await db
    .select({ data: furniture.data })
    .from(furniture)
    .where(and(isNull(furniture.deletedAt), or(bySku, sql`coalesce(${furniture.data}->>'url', '') <> ''`)));
  return rows.map(({ data }) => ({
    id: data.id,
    url: data.url,
    sku: data.sku,
    supplierSku: data.supplierSku,
    archived: data.archived,
    isDisabled: data.isDisabled,
  }));
}
