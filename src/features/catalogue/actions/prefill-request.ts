import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import type { ProductPrefill } from '../lib/prefill';

const prefillAnswer = z.object({
  name: z.string().catch(''),
  description: z.string().catch(''),
  images: z.array(z.string()).catch([]),
  priceCents: z.number().int().min(0).nullable().catch(null),
  sku: z.string().catch(''),
  brand: z.string().catch(''),
});

/** `POST /api/v1/catalogue/prefill {url}`: what the server read on the product page. */
export async function requestPrefill(url: string): Promise<ProductPrefill> {
  return prefillAnswer.parse(await apiFetch('catalogue/prefill', { method: 'POST', body: { url } }));
}
