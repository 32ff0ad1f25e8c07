import { z } from 'zod';

/** What the catalogue screens need from the server config (`GET /api/v1/catalogue/config`). */
export const catalogueConfigSchema = z.object({
  /** ERP product-page URL templates, each with an `{id}` placeholder for the product id. */
  erpProductUrlTemplates: z.array(z.string()),
  /** VAT rate of catalogue prices, in basis points (2000 = 20 %). */
  vatRateBp: z.number().int().min(0).max(10_000),
});
export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

/** The placeholder the templates carry. */
export const erpProductIdPlaceholder = '{id}';

/** A template filled with a product id (URL-encoded); empty when the id is. */
export function erpProductUrl(template: string, productId: string): string {
  if (productId.trim() === '') return '';
  return template.replaceAll(erpProductIdPlaceholder, encodeURIComponent(productId.trim()));
}
