/**
 * A number with at most two decimals as typed by a person ("12", "12,5", "1 234.50") to integer
 * hundredths; null when it is not one. More than two decimals is refused rather than silently rounded.
 */
function parseHundredths(compact: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(compact)) return null;
  const [units = '0', decimals = ''] = compact.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

function compacted(text: string, unit: string): string {
  return text
    .replaceAll(/[\s\u00a0\u202f]/g, '')
    .replaceAll(unit, '')
    .replace(',', '.');
}

/** Euros as typed ("12", "12,5", "1 234.50 €") to integer cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  return parseHundredths(compacted(text, '€'));
}

/** Cents to the text an amount field shows ("1234.5" -> "1234.50"): plain, so it parses back. */
export function centsToEuroText(cents: number | null): string {
  if (cents === null) return '';
  return (cents / 100).toFixed(2);
}

/** A rate in percent as typed ("20", "5,5 %") to basis points (2000, 550); null when it is not one. */
export function parsePercentBp(text: string): number | null {
  return parseHundredths(compacted(text, '%'));
}

/** Basis points to the text a rate field shows (2000 -> "20", 550 -> "5.5"): plain, so it parses back. */
export function bpToPercentText(bp: number): string {
  return String(bp / 100);
}
