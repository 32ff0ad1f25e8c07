import { z } from 'zod';

/** `POST /api/v1/catalogue/prefill` body: the product page to read. */
export const prefillRequestSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'url_invalid' }).max(2000),
});
export type PrefillRequest = z.infer<typeof prefillRequestSchema>;

/** What a product page tells about the product; empty strings and nulls where it says nothing. */
export const prefillResultSchema = z.object({
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Price as the page shows it (usually incl. VAT for consumer shops), in cents. */
  priceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  sku: z.string(),
  brand: z.string(),
  /** The page's URL after redirects. */
  url: z.string(),
});
export type PrefillResult = z.infer<typeof prefillResultSchema>;
