import { z } from 'zod';
import { isSupplierListLink, type ShoppingListSupplier } from './supplier-link';

/**
 * `POST /api/v1/shopping-lists/parse` body: the list's link, which must be one of the configured
 * supplier's. The form and the route check it with this same schema.
 */
export function shoppingListRequestSchema(supplier: ShoppingListSupplier) {
  return z.object({
    url: z
      .url({ protocol: /^https?$/, error: 'url_invalid' })
      .max(2000)
      .refine((url) => isSupplierListLink(url, supplier), { error: 'shopping_list_supplier' }),
  });
}
export type ShoppingListRequest = z.infer<ReturnType<typeof shoppingListRequestSchema>>;

/** The most items one import takes: a list longer than that is not a flat's shopping list. */
export const maxShoppingListItems = 500;

/** One item of a supplier's list as its page shows it; empty strings and nulls where it says nothing. */
export const shoppingListItemSchema = z.object({
  name: z.string().min(1).max(200),
  url: z.string().max(1000),
  sku: z.string().max(80),
  quantity: z.number().int().min(1).max(999),
  /** The unit price the page shows (a shop's, so including VAT), in cents. */
  priceCents: z.number().int().min(0).nullable(),
  image: z.string().max(1000).nullable(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;

/** How an item was found in the catalogue: its product page first, else its reference. */
export const shoppingListMatchSchema = z.object({
  furnitureId: z.uuid(),
  by: z.enum(['url', 'sku']),
});
export type ShoppingListMatch = z.infer<typeof shoppingListMatchSchema>;

export const parsedShoppingListSchema = z.object({
  /** The page's URL after redirects. */
  url: z.string(),
  items: z
    .array(shoppingListItemSchema.extend({ match: shoppingListMatchSchema.nullable() }))
    .max(maxShoppingListItems),
});
export type ParsedShoppingList = z.infer<typeof parsedShoppingListSchema>;
export type ParsedShoppingListItem = ParsedShoppingList['items'][number];
