import type { BillingType, VatPreference } from '../enums';
import { exhaustive } from '../enums';
import { applyMultiplier, roundDiv, vatOf } from './money';

/**
 * Rent is paid monthly over a fixed number of months: the spec's factor 0.03571428571 is 1/28, the
 * share of the purchase price charged per month.
 */
export const rentMonths = 28;

export type PricedLine = {
  roomId: string;
  quantity: number;
  /** Catalogue price excluding VAT, before the client and room multipliers. */
  unitPriceCents: number;
  vatRateBp: number;
};

export type PricedRoom = { id: string; multiplier: number };

export type Amounts = { exclVatCents: number; vatCents: number; inclVatCents: number };

export type QuoteInput = {
  lines: readonly PricedLine[];
  rooms: readonly PricedRoom[];
  /** The client's pricing multiplier on furniture cost (1.5 turns 1000 into 1500). */
  clientMultiplier: number;
  /** Used when an adjustment or an override replaces the per-line sum. */
  vatRateBp: number;
  billingType: BillingType;
  clientPriceAdjustmentCents?: number;
  clientPriceOverrideCents?: number | null;
};

export type QuoteTotals = {
  /** What the client pays in total (buy) or over the whole rental. */
  total: Amounts;
  /** Per month when renting, null when buying. */
  monthly: Amounts | null;
};

/** The client's unit price: the catalogue price through the client's pricing multiplier. */
export function clientUnitPrice(unitPriceCents: number, clientMultiplier: number): number {
  return applyMultiplier(unitPriceCents, clientMultiplier);
}

/** One line's amounts, counting each copy of its room. */
export function lineAmounts(line: PricedLine, roomMultiplier: number, clientMultiplier: number): Amounts {
  const exclVatCents =
    clientUnitPrice(line.unitPriceCents, clientMultiplier) * line.quantity * roomMultiplier;
  const vatCents = vatOf(exclVatCents, line.vatRateBp);
  return { exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
}

export function quoteTotals(input: QuoteInput): QuoteTotals {
  const roomMultipliers = new Map(input.rooms.map((room) => [room.id, room.multiplier]));
  let exclVatCents = 0;
  let vatCents = 0;
  for (const line of input.lines) {
    // A line whose room is gone (deleted on another device) no longer counts.
    const roomMultiplier = roomMultipliers.get(line.roomId);
    if (roomMultiplier === undefined) continue;
    const amounts = lineAmounts(line, roomMultiplier, input.clientMultiplier);
    exclVatCents += amounts.exclVatCents;
    vatCents += amounts.vatCents;
  }
  const adjustment = input.clientPriceAdjustmentCents ?? 0;
  const override = input.clientPriceOverrideCents ?? null;
  if (override !== null || adjustment !== 0) {
    exclVatCents = Math.max(0, override ?? exclVatCents + adjustment);
    vatCents = vatOf(exclVatCents, input.vatRateBp);
  }
  const total = { exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
  return { total, monthly: monthlyAmounts(total, input.billingType) };
}

/**
 * What is paid per month when renting (null when buying), each part rounded on its own: the one
 * rounding of a line's monthly amount and of the quote's, so screens and totals agree.
 */
export function monthlyAmounts(total: Amounts, billingType: BillingType): Amounts | null {
  switch (billingType) {
    case 'buy':
      return null;
    case 'rent': {
      const exclVatCents = roundDiv(total.exclVatCents, rentMonths);
      const vatCents = roundDiv(total.vatCents, rentMonths);
      return { exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
    }
    default:
      return exhaustive(billingType);
  }
}

/** The amount to show for the client's VAT preference. */
export function shownAmount(amounts: Amounts, preference: VatPreference): number {
  switch (preference) {
    case 'vatIncluded':
      return amounts.inclVatCents;
    case 'vatExcluded':
      return amounts.exclVatCents;
    default:
      return exhaustive(preference);
  }
}
