import type { PrefillResult } from '../../../src/domain/catalogue/prefill.schema';
import { fetchPage, type FetchPageOptions } from './fetch-page';
import { extractProduct } from './parse-product';
import { ProductPageError } from './product-page-error';

/** Fetches a product page (guarded) and reads its product data; throws ProductPageError. */
export async function readProductPage(url: string, options: FetchPageOptions): Promise<PrefillResult> {
  const page = await fetchPage(url, options);
  if (!/html|xml|^$/i.test(page.contentType)) {
    throw new ProductPageError('no_product', `not a web page (${page.contentType})`);
  }
  const product = extractProduct(page.body, page.url);
  if (product === null)
    throw new ProductPageError('no_product', 'no schema.org Product nor Open Graph title');
  return product;
}
