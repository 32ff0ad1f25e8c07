import {
  parsedShoppingListSchema,
  type ParsedShoppingList,
} from '../domain/shopping-list/shopping-list.schema';
import { shoppingListSupplierSchema, type ShoppingListSupplier } from '../domain/shopping-list/supplier-link';
import { apiFetch } from './api-client';

/** `GET /api/v1/shopping-lists/supplier` (admin only): whose links the import accepts. Needs the network. */
export async function fetchShoppingListSupplier(signal?: AbortSignal): Promise<ShoppingListSupplier> {
  return shoppingListSupplierSchema.parse(await apiFetch('shopping-lists/supplier', { signal }));
}

/**
 * `POST /api/v1/shopping-lists/parse` (admin only): the list's items with their catalogue match.
 * Throws NetworkError offline, ApiError otherwise (422 with the url field's message, or a code).
 */
export async function parseShoppingList(url: string, signal?: AbortSignal): Promise<ParsedShoppingList> {
  return parsedShoppingListSchema.parse(
    await apiFetch('shopping-lists/parse', { method: 'POST', body: { url }, signal }),
  );
}
