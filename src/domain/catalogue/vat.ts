import { defaultVatRateBp } from '../entities/project.schema';
import { inclVat, roundDiv } from '../pricing/money';

export { defaultVatRateBp };

/** The price including VAT for a price excluding it, rounded to the cent. */
export function inclFromExcl(exclVatCents: number, vatRateBp: number = defaultVatRateBp): number {
  return inclVat(exclVatCents, vatRateBp);
}

/**
 * The price excluding VAT for a price including it, rounded to the cent. Not always the exact
 * inverse: 1.00 € incl. at 20 % is 0.83 € excl., which gives back 1.00 €, but some amounts have no
 * excl. price that maps back to them exactly (see `pricesConsistent`).
 */
export function exclFromIncl(inclVatCents: number, vatRateBp: number = defaultVatRateBp): number {
  return roundDiv(inclVatCents * 10_000, 10_000 + vatRateBp);
}

/**
 * Whether a stored pair of prices agrees with the rate: incl. is excl. plus VAT, to the cent, or it
 * is the amount the user typed incl. and excl. was derived from it (one cent of slack each way).
 */
export function pricesConsistent(
  exclVatCents: number,
  inclVatCents: number,
  vatRateBp: number = defaultVatRateBp,
): boolean {
  return (
    inclFromExcl(exclVatCents, vatRateBp) === inclVatCents ||
    exclFromIncl(inclVatCents, vatRateBp) === exclVatCents
  );
}
