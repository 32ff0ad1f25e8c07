import type { Project } from '../entities/project.schema';
import {
  quoteBreakdown,
  quoteCharges,
  type ChargesInput,
  type PricedLine,
  type PricedRoom,
  type QuoteBreakdown,
  type QuoteCharges,
  type QuoteTotals,
  type RoomTally,
} from './quote-totals';
import type { PricedService } from './service-prices';

type ProjectPricing = Pick<
  Project,
  | 'vatRateBp'
  | 'billingType'
  | 'clientPriceAdjustmentCents'
  | 'clientPriceOverrideCents'
  | 'packs'
  | 'options'
>;

/**
 * A project's quote from its own rows: the one call the draft, the quote step, the lists and the
 * office make, so every screen shows the same figures. `serviceRates`: the services' prices the
 * office set (every row of serviceRates), which price the project's chosen options.
 */
export function projectQuoteBreakdown<L extends PricedLine>(
  project: ProjectPricing,
  rooms: readonly PricedRoom[],
  lines: readonly L[],
  clientMultiplier: number,
  rentMonths: number,
  serviceRates: readonly PricedService[],
): QuoteBreakdown<L> {
  return quoteBreakdown({
    ...chargesInput(project, rentMonths, serviceRates),
    lines,
    rooms,
    clientMultiplier,
  });
}

/** A project's figures past its rooms, from their tallies (see quoteCharges). */
export function projectQuoteCharges(
  project: ProjectPricing,
  rooms: readonly RoomTally[],
  rentMonths: number,
  serviceRates: readonly PricedService[],
): QuoteCharges {
  return quoteCharges(chargesInput(project, rentMonths, serviceRates), rooms);
}

function chargesInput(
  project: ProjectPricing,
  rentMonths: number,
  serviceRates: readonly PricedService[],
): ChargesInput {
  return {
    rentMonths,
    options: project.options,
    serviceRates,
    vatRateBp: project.vatRateBp,
    billingType: project.billingType,
    packs: project.packs,
    clientPriceAdjustmentCents: project.clientPriceAdjustmentCents,
    clientPriceOverrideCents: project.clientPriceOverrideCents,
  };
}

export function projectQuoteTotals(
  project: ProjectPricing,
  rooms: readonly PricedRoom[],
  lines: readonly PricedLine[],
  clientMultiplier: number,
  rentMonths: number,
  serviceRates: readonly PricedService[],
): QuoteTotals {
  const { total, monthly } = projectQuoteBreakdown(
    project,
    rooms,
    lines,
    clientMultiplier,
    rentMonths,
    serviceRates,
  );
  return { total, monthly };
}
