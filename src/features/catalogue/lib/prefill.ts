import type { FurnitureDraft } from './furniture-draft';
import { exclFromIncl } from '../../../domain/catalogue';
import { centsToEuroText } from '../../../lib/money-input';

/** What the server read on a product page (POST /api/v1/catalogue/prefill). */
export interface ProductPrefill {
  name: string;
  description: string;
  images: string[];
  /** Shop prices are shown to consumers, so they are taken as including VAT. */
  priceCents: number | null;
  sku: string;
  brand: string;
}

/** Fills only the fields the admin has left empty: a pre-fill never overwrites what was typed. */
export function fillEmptyFields(
  draft: FurnitureDraft,
  found: ProductPrefill,
  vatRateBp: number,
): FurnitureDraft {
  const keep = (current: string, next: string) => (current.trim() === '' ? next : current);
  const pricesEmpty = draft.priceExcl.trim() === '' && draft.priceIncl.trim() === '';
  return {
    ...draft,
    name: keep(draft.name, found.name),
    description: keep(draft.description, found.description),
    sku: keep(draft.sku, found.sku),
    supplier: keep(draft.supplier, found.brand),
    images: draft.images.some((image) => image.trim() !== '') ? draft.images : [...found.images],
    ...(pricesEmpty && found.priceCents !== null
      ? {
          priceIncl: centsToEuroText(found.priceCents),
          priceExcl: centsToEuroText(exclFromIncl(found.priceCents, vatRateBp)),
        }
      : {}),
  };
}
