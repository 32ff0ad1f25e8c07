import type { Transaction } from '../../src/domain/mutators/transaction';

/** The server's business settings a mutator body reads (RENT_MONTHS, VAT_RATE_BP). */
export type ServerBusinessSettings = Required<Pick<Transaction, 'rentMonths' | 'vatRateBp'>>;

/**
 * Gives the Transaction of a mutation the server runs the server's business settings
 * (Transaction.rentMonths, Transaction.vatRateBp), which a mutator body reads on the server instead
 * of a device's claim.
 */
export function withBusinessSettings<T extends Transaction>(inner: T, settings: ServerBusinessSettings): T {
  // The prototype keeps every other member of `inner` live (getters included).
  return Object.assign(Object.create(inner) as T, {
    rentMonths: settings.rentMonths,
    vatRateBp: settings.vatRateBp,
  });
}
