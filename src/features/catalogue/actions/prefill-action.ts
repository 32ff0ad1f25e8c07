import type { FurnitureDraft } from '../lib/furniture-draft';
import { fillEmptyFields, type ProductPrefill } from '../lib/prefill';

export type PrefillResult = { ok: true; draft: FurnitureDraft } | { ok: false; messageKey: string };

/**
 * Asks the server to read the product page at the draft's URL and fills the empty fields with what
 * it found. Any failure (page unreadable, no product data, network) gives the one message of spec
 * section 8, "error pre-filling the furniture": the admin can always type the fields instead.
 */
export async function prefillFurniture(
  request: (url: string) => Promise<ProductPrefill>,
  draft: FurnitureDraft,
  vatRateBp: number,
): Promise<PrefillResult> {
  try {
    const found = await request(draft.url.trim());
    return { ok: true, draft: fillEmptyFields(draft, found, vatRateBp) };
  } catch {
    return { ok: false, messageKey: 'catalogue:prefill.failed' };
  }
}
