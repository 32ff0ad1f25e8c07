import { z } from 'zod';
import { vatRateSchema } from '../entities/project.schema';
import { rentMonthsSchema } from '../pricing/pricing-settings';
import { defaultExportMaxDays } from '../purchases/purchase-filter.schema';

/**
 * The business settings the screens need from the server config (`GET /api/v1/catalogue/config`),
 * kept on the device so prices read the same offline.
 */
export const catalogueConfigSchema = z.object({
  /** ERP product-page URL templates, each with an `{id}` placeholder for the product id. */
  erpProductUrlTemplates: z.array(z.string()),
  /** VAT rate of catalogue prices, in basis points (2000 = 20 %). */
  vatRateBp: vatRateSchema,
  /** How many months a rental lasts: a month of rent is this share of the price. */
  rentMonths: rentMonthsSchema,
  /** The longest period the accounting export accepts, in days (a copy kept before it was sent has none). */
  exportMaxDays: z.number().int().min(1).default(defaultExportMaxDays),
});
export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

/** The placeholder the templates carry. */
export const erpProductIdPlaceholder = '{id}';

/** A template filled with a product id (URL-encoded); empty when the id is. */
export function erpProductUrl(template: string, productId: string): string {
  if (productId.trim() === '') return '';
  return template.replaceAll(erpProductIdPlaceholder, encodeURIComponent(productId.trim()));
}
