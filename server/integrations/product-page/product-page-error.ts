/**
 * Why a product page could not be read, in words the route maps to a status and an error code:
 * `refused` (not a public http(s) address), `unreachable` (network, time limit, server error),
 * `too_large` (over the size limit), `not_found` (the shop answered 404/410) and `no_product`
 * (a page without product data).
 */
export const productPageFailures = [
  'refused',
  'unreachable',
  'too_large',
  'not_found',
  'no_product',
] as const;
export type ProductPageFailure = (typeof productPageFailures)[number];

export class ProductPageError extends Error {
  readonly failure: ProductPageFailure;

  constructor(failure: ProductPageFailure, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'ProductPageError';
    this.failure = failure;
  }
}
