import type { Project } from '../entities/project.schema';
import {
  quoteBreakdown,
  type PricedLine,
  type PricedRoom,
  type QuoteBreakdown,
  type QuoteTotals,
} from './quote-totals';

type ProjectPricing = Pick<
  Project,
  'vatRateBp' | 'billingType' | 'clientPriceAdjustmentCents' | 'clientPriceOverrideCents' | 'packs'
>;

/**
 * A project's quote from its own rows: the one call the draft, the quote step, the lists and the
 * office make, so every screen shows the same figures.
 */
export function projectQuoteBreakdown<L extends PricedLine>(
  project: ProjectPricing,
  rooms: readonly PricedRoom[],
  lines: readonly L[],
  clientMultiplier: number,
  rentMonths: number,
): QuoteBreakdown<L> {
  return quoteBreakdown({
    rentMonths,
    lines,
    rooms,
    clientMultiplier,
    vatRateBp: project.vatRateBp,
    billingType: project.billingType,
    packs: project.packs,
    clientPriceAdjustmentCents: project.clientPriceAdjustmentCents,
    clientPriceOverrideCents: project.clientPriceOverrideCents,
  });
}

export function projectQuoteTotals(
  project: ProjectPricing,
  rooms: readonly PricedRoom[],
  lines: readonly PricedLine[],
  clientMultiplier: number,
  rentMonths: number,
): QuoteTotals {
  const { total, monthly } = projectQuoteBreakdown(project, rooms, lines, clientMultiplier, rentMonths);
  return { total, monthly };
}
