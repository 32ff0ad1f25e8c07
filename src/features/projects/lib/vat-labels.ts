import type { VatPreference } from '../../../domain/enums';

/** "incl. VAT" or "excl. VAT", after a total; literal keys, so the locale test checks each one. */
export const vatLabelKeys = {
  vatIncluded: 'projects:vat.vatIncluded',
  vatExcluded: 'projects:vat.vatExcluded',
} as const satisfies Record<VatPreference, string>;
