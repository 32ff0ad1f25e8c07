/** Integer arithmetic on cents: every rounding of the product goes through here. */

/** a / b rounded half away from zero, for integers (b > 0). */
export function roundDiv(a: number, b: number): number {
  const q = Math.floor(Math.abs(a) / b);
  const r = Math.abs(a) - q * b;
  const rounded = r * 2 >= b ? q + 1 : q;
  // `0 - x`, not `-x`: a negative amount that rounds to nothing is 0, never -0 (which formats as "-0 €").
  return a < 0 ? 0 - rounded : rounded;
}

/** Multipliers are decimals (1.5); they are taken to 1/10000 so the product stays exact. */
export const multiplierScale = 10_000;

/** The multiplier as the integer the product uses (1.5 → 15000): the server's SQL multiplies by it too. */
export function scaledMultiplier(multiplier: number): number {
  return Math.round(multiplier * multiplierScale);
}

export function applyMultiplier(cents: number, multiplier: number): number {
  return roundDiv(cents * scaledMultiplier(multiplier), multiplierScale);
}

/** VAT rates are basis points: 2000 = 20 %. */
export function vatOf(exclVatCents: number, vatRateBp: number): number {
  return roundDiv(exclVatCents * vatRateBp, 10_000);
}

export function inclVat(exclVatCents: number, vatRateBp: number): number {
  return exclVatCents + vatOf(exclVatCents, vatRateBp);
}
