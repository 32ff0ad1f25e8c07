import type { Project } from '../../../../domain/entities/project.schema';
import { quoteTotals, type PricedLine, type PricedRoom, type QuoteTotals } from '../../../../domain/pricing';

export interface FinanceInput {
  project: Pick<
    Project,
    | 'billingType'
    | 'vatRateBp'
    | 'clientBudgetCents'
    | 'packs'
    | 'clientPriceAdjustmentCents'
    | 'clientPriceOverrideCents'
    | 'finalClientPriceCents'
    | 'validatedPriceCents'
  >;
  clientMultiplier: number;
  /** The rental's length (the business setting). */
  rentMonths: number;
  rooms: readonly PricedRoom[];
  lines: readonly PricedLine[];
}

export interface ProjectFinance {
  budgetCents: number | null;
  /** The quote's price: the lines through the client's multiplier, with the office's adjustment. */
  computed: QuoteTotals;
  finalClientPrice: QuoteTotals | null;
  validatedPrice: QuoteTotals | null;
  /** What the client pays: the final price once set, else the validated one, else the quote's. */
  payable: QuoteTotals;
  rentMonths: number;
}

/**
 * Every price of the financial tab and the rental agreement. The office's prices are stored
 * excluding VAT, like the override they stand for: they go through the same pricing function, so
 * their VAT and their monthly rent are computed the way the quote's are.
 */
export function projectFinance({
  project,
  clientMultiplier,
  rentMonths,
  rooms,
  lines,
}: FinanceInput): ProjectFinance {
  const priced = {
    clientMultiplier,
    vatRateBp: project.vatRateBp,
    billingType: project.billingType,
    rentMonths,
  };
  const computed = quoteTotals({
    ...priced,
    lines,
    rooms,
    packs: project.packs,
    clientPriceAdjustmentCents: project.clientPriceAdjustmentCents,
    clientPriceOverrideCents: project.clientPriceOverrideCents,
  });
  const fixed = (cents: number | null): QuoteTotals | null =>
    cents === null ? null : quoteTotals({ ...priced, lines: [], rooms: [], clientPriceOverrideCents: cents });
  const finalClientPrice = fixed(project.finalClientPriceCents);
  const validatedPrice = fixed(project.validatedPriceCents);
  return {
    budgetCents: project.clientBudgetCents,
    computed,
    finalClientPrice,
    validatedPrice,
    payable: finalClientPrice ?? validatedPrice ?? computed,
    rentMonths,
  };
}
