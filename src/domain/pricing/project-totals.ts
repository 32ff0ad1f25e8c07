import type { Project } from '../entities/project.schema';
import { quoteTotals, type PricedLine, type PricedRoom, type QuoteTotals } from './quote-totals';

/**
 * A project's quote from its own rows: the one call the draft screen and the project lists make,
 * so the total a list shows is the one the draft shows.
 */
export function projectQuoteTotals(
  project: Pick<
    Project,
    'vatRateBp' | 'billingType' | 'clientPriceAdjustmentCents' | 'clientPriceOverrideCents'
  >,
  rooms: readonly PricedRoom[],
  lines: readonly PricedLine[],
  clientMultiplier: number,
): QuoteTotals {
  return quoteTotals({
    lines,
    rooms,
    clientMultiplier,
    vatRateBp: project.vatRateBp,
    billingType: project.billingType,
    clientPriceAdjustmentCents: project.clientPriceAdjustmentCents,
    clientPriceOverrideCents: project.clientPriceOverrideCents,
  });
}
