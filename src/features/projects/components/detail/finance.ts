import type { Project } from '../../../../domain/entities/project.schema';
import {
  projectQuoteBreakdown,
  quoteTotals,
  timesAmounts,
  type PricedLine,
  type PricedRoom,
  type PricedService,
  type QuoteTotals,
} from '../../../../domain/pricing';
import { clientPriceReasonShown } from '../../../../domain/projects';

export interface FinanceInput {
  project: Pick<
    Project,
    | 'billingType'
    | 'vatRateBp'
    | 'clientBudgetCents'
    | 'packs'
    | 'clientPriceAdjustmentCents'
    | 'clientPriceOverrideCents'
    | 'clientPriceReason'
    | 'validatedPriceCents'
    | 'options'
  >;
  clientMultiplier: number;
  /** The rental's length (the business setting). */
  rentMonths: number;
  rooms: readonly PricedRoom[];
  lines: readonly PricedLine[];
  serviceRates: readonly PricedService[];
}

export interface ProjectFinance {
  budgetCents: number | null;
  /** The quote's lines through the client's multiplier, its packs and services, before the office's change. */
  computed: QuoteTotals;
  /** The office's adjustment or final price, as the change it makes, with its reason; null when none. */
  officeChange: { amounts: QuoteTotals; reason: string | null } | null;
  /** What the client pays: the quote's total, the office's change included. */
  payable: QuoteTotals;
  /** The price the office recorded at validation, for the record: it does not change what is paid. */
  validatedPrice: QuoteTotals | null;
  rentMonths: number;
}

/**
 * Every price of the financial tab and the rental agreement, read from the quote's breakdown so the
 * tab shows the figures the quote and its PDF show (per month when renting, then × the months).
 */
export function projectFinance({
  project,
  clientMultiplier,
  rentMonths,
  rooms,
  lines,
  serviceRates,
}: FinanceInput): ProjectFinance {
  const breakdown = projectQuoteBreakdown(project, rooms, lines, clientMultiplier, rentMonths, serviceRates);
  const rent = project.billingType === 'rent';
  const whole = (period: QuoteTotals['total']): QuoteTotals => ({
    total: timesAmounts(period, rent ? rentMonths : 1),
    monthly: rent ? period : null,
  });
  const validated = project.validatedPriceCents;
  return {
    budgetCents: project.clientBudgetCents,
    computed: whole(breakdown.computed),
    officeChange:
      breakdown.adjustment === null
        ? null
        : { amounts: whole(breakdown.adjustment), reason: clientPriceReasonShown(project) },
    payable: { total: breakdown.total, monthly: breakdown.monthly },
    // A price typed by the office, excl. VAT like the override: its VAT and months computed alike.
    validatedPrice:
      validated === null
        ? null
        : quoteTotals({
            clientMultiplier,
            vatRateBp: project.vatRateBp,
            billingType: project.billingType,
            rentMonths,
            lines: [],
            rooms: [],
            clientPriceOverrideCents: validated,
          }),
    rentMonths,
  };
}
