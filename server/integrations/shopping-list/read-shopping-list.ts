import {
  maxShoppingListItems,
  type ShoppingListItem,
} from '../../../src/domain/shopping-list/shopping-list.schema';
import { fetchPage, type FetchPageOptions } from '../product-page/fetch-page';
import { ProductPageError } from '../product-page/product-page-error';
import { extractShoppingList } from './parse-shopping-list';

/**
 * Fetches a shopping list page through the pre-fill's guarded fetcher and reads its items; throws
 * ProductPageError (`no_product` for a page without a list, `too_large` for a list too long).
 */
export async function readShoppingList(
  url: string,
  options: FetchPageOptions,
): Promise<{ url: string; items: ShoppingListItem[] }> {
  const page = await fetchPage(url, options);
  if (!/html|xml|^$/i.test(page.contentType)) {
    throw new ProductPageError('no_product', `not a web page (${page.contentType})`);
  }
  const items = extractShoppingList(page.body, page.url);
  if (items.length === 0) throw new ProductPageError('no_product', 'no schema.org list nor product');
  if (items.length > maxShoppingListItems)
    throw new ProductPageError('too_large', `${items.length} items, over ${maxShoppingListItems}`);
  return { url: page.url, items };
}
