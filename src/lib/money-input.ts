/**
 * Euros as typed by a person ("12", "12,5", "1 234.50 €") to integer cents; null when it is not an
 * amount. More than two decimals is refused rather than silently rounded.
 */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(compact)) return null;
  const [units = '0', decimals = ''] = compact.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents to the text an amount field shows ("1234.5" -> "1234.50"): plain, so it parses back. */
export function centsToEuroText(cents: number | null): string {
  if (cents === null) return '';
  return (cents / 100).toFixed(2);
}
