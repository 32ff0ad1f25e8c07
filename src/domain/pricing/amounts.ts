import { vatOf } from './money';

export type Amounts = { exclVatCents: number; vatCents: number; inclVatCents: number };

export const zeroAmounts: Amounts = { exclVatCents: 0, vatCents: 0, inclVatCents: 0 };

/**
 * One unit's price, each figure rounded to the cent once: the price excl. VAT, its VAT, and the sum.
 * Every larger figure is a whole multiple or a sum of these, never rounded again.
 */
export function unitAmounts(exclVatCents: number, vatRateBp: number): Amounts {
  const vatCents = vatOf(exclVatCents, vatRateBp);
  return { exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
}

/** `count` units: each figure multiplied, so `count × unit = line` holds in both VAT views. */
export function timesAmounts(amounts: Amounts, count: number): Amounts {
  return {
    exclVatCents: amounts.exclVatCents * count,
    vatCents: amounts.vatCents * count,
    inclVatCents: amounts.inclVatCents * count,
  };
}

export function addAmounts(a: Amounts, b: Amounts): Amounts {
  return {
    exclVatCents: a.exclVatCents + b.exclVatCents,
    vatCents: a.vatCents + b.vatCents,
    inclVatCents: a.inclVatCents + b.inclVatCents,
  };
}

export function sumAmounts(list: readonly Amounts[]): Amounts {
  return list.reduce(addAmounts, zeroAmounts);
}
