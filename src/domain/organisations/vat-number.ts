import type { Country } from '../enums';

/**
 * The shape of a VAT number in each country the business serves (the EU's VIES formats), after
 * spaces, dots and dashes are dropped and letters raised. Only the shape: whether the number is
 * registered is the tax office's to say.
 */
const vatPatterns = {
  BE: /^BE[01]\d{9}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^DE\d{9}$/,
  IT: /^IT\d{11}$/,
} as const satisfies Record<Country, RegExp>;

/** The number as it is stored and compared: no separators, upper case. */
export function normalizeVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/** An empty number is allowed (individuals have none); any other must fit its country's shape. */
export function isVatNumberValid(raw: string, country: Country): boolean {
  const vat = normalizeVatNumber(raw);
  return vat === '' || vatPatterns[country].test(vat);
}
