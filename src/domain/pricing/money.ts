/** Integer arithmetic on cents: every rounding of the product goes through here. */

/** a / b rounded half away from zero, for integers (b > 0). */
export function roundDiv(a: number, b: number): number {
  const q = Math.floor(Math.abs(a) / b);
  const r = Math.abs(a) - q * b;
  const rounded = r * 2 >= b ? q + 1 : q;
  return a < 0 ? -rounded : rounded;
}

/** Multipliers are decimals (1.5); they are taken to 1/10000 so the product stays exact. */
const multiplierScale = 10_000;

export function applyMultiplier(cents: number, multiplier: number): number {
  return roundDiv(cents * Math.round(multiplier * multiplierScale), multiplierScale);
}

/** VAT rates are basis points: 2000 = 20 %. */
export function vatOf(exclVatCents: number, vatRateBp: number): number {
  return roundDiv(exclVatCents * vatRateBp, 10_000);
}

export function inclVat(exclVatCents: number, vatRateBp: number): number {
  return exclVatCents + vatOf(exclVatCents, vatRateBp);
}
