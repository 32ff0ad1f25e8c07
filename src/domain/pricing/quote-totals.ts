import type { BillingType, VatPreference } from '../enums';
import { exhaustive } from '../enums';
import { addAmounts, sumAmounts, timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';
import { applyMultiplier, roundDiv } from './money';

/**
 * How a price is paid: at once, or monthly over the rental's months (a business setting, see
 * ./pricing-settings.ts), so a month of rent is a `rentMonths`th of the price.
 */
export type Billing = { billingType: 'buy' } | { billingType: 'rent'; rentMonths: number };

export type PricedLine = {
  roomId: string;
  quantity: number;
  /** Catalogue price excluding VAT, before the client and room multipliers. */
  unitPriceCents: number;
  vatRateBp: number;
};

export type PricedRoom = { id: string; multiplier: number };

export type QuoteInput<L extends PricedLine = PricedLine> = {
  lines: readonly L[];
  rooms: readonly PricedRoom[];
  /** The client's pricing multiplier on furniture cost (1.5 turns 1000 into 1500). */
  clientMultiplier: number;
  /** The rate of an adjustment or an override, which belong to no line. */
  vatRateBp: number;
  billingType: BillingType;
  /** The rental's length in months (the business setting); unused when buying. */
  rentMonths: number;
  clientPriceAdjustmentCents?: number;
  clientPriceOverrideCents?: number | null;
};

export type QuoteTotals = {
  /** What the client pays in total (buy) or over the whole rental (months × monthly). */
  total: Amounts;
  /** Per month when renting, null when buying. */
  monthly: Amounts | null;
};

/** A line's figures for one period (the month when renting, the whole price when buying). */
export type LinePrice = {
  /** One unit, per period, through the client multiplier. */
  unit: Amounts;
  /** The room's identical copies: the line counts quantity × copies units. */
  copies: number;
  /** unit × quantity × copies. */
  amounts: Amounts;
};

export type RoomPrice<L extends PricedLine> = {
  room: PricedRoom;
  lines: { line: L; price: LinePrice }[];
  /** Σ of its lines. */
  amounts: Amounts;
};

export type QuoteBreakdown<L extends PricedLine> = QuoteTotals & {
  billingType: BillingType;
  /** Per period, in the order of the input's rooms; a line whose room is gone counts nowhere. */
  rooms: RoomPrice<L>[];
  /** Σ rooms, per period. */
  computed: Amounts;
  /** The office's adjustment or override as one more line, per period; null when there is none. */
  adjustment: Amounts | null;
  /** What is paid per period: computed + adjustment. */
  period: Amounts;
  /** VAT stated once per rate, per period; their sum is `period`. */
  vatRates: { vatRateBp: number; amounts: Amounts }[];
};

/** The client's unit price: the catalogue price through the client's pricing multiplier. */
export function clientUnitPrice(unitPriceCents: number, clientMultiplier: number): number {
  return applyMultiplier(unitPriceCents, clientMultiplier);
}

/** How many periods the whole price is paid in: the rental's months, or one when buying. */
export function periodCount(billing: Billing): number {
  switch (billing.billingType) {
    case 'buy':
      return 1;
    case 'rent':
      return billing.rentMonths;
    default:
      return exhaustive(billing);
  }
}

/** An amount excl. VAT for one period: a month of rent is a `rentMonths`th of it, rounded once. */
export function periodCents(exclVatCents: number, billing: Billing): number {
  return roundDiv(exclVatCents, periodCount(billing));
}

/** One line bought: its unit price rounded once, times quantity × the room's copies. */
export function lineAmounts(line: PricedLine, roomMultiplier: number, clientMultiplier: number): Amounts {
  return linePrice(line, roomMultiplier, clientMultiplier, { billingType: 'buy' }).amounts;
}

/** One line's figures for a period (see the rounding rule in ./README.md). */
export function linePrice(
  line: PricedLine,
  copies: number,
  clientMultiplier: number,
  billing: Billing,
): LinePrice {
  const unitExclVat = periodCents(clientUnitPrice(line.unitPriceCents, clientMultiplier), billing);
  const unit = unitAmounts(unitExclVat, line.vatRateBp);
  return { unit, copies, amounts: timesAmounts(unit, line.quantity * copies) };
}

/** Every figure of a quote, from which each screen and document reads what it shows. */
export function quoteBreakdown<L extends PricedLine>(input: QuoteInput<L>): QuoteBreakdown<L> {
  const { billingType } = input;
  const rooms = input.rooms.map((room) => {
    const lines = input.lines
      .filter((line) => line.roomId === room.id)
      .map((line) => ({
        line,
        price: linePrice(line, room.multiplier, input.clientMultiplier, input),
      }));
    return { room, lines, amounts: sumAmounts(lines.map(({ price }) => price.amounts)) };
  });
  const computed = sumAmounts(rooms.map((room) => room.amounts));
  const adjustment = adjustmentAmounts(input, computed);
  const period = adjustment === null ? computed : addAmounts(computed, adjustment);
  return {
    billingType,
    rooms,
    computed,
    adjustment,
    period,
    vatRates: vatRates(rooms, adjustment === null ? null : { vatRateBp: input.vatRateBp, period }),
    total: timesAmounts(period, periodCount(input)),
    monthly: billingType === 'rent' ? period : null,
  };
}

/** The whole quote's totals: what the lists and headers show. */
export function quoteTotals(input: QuoteInput): QuoteTotals {
  const { total, monthly } = quoteBreakdown(input);
  return { total, monthly };
}

/**
 * The office's change to the sum, per period: the figures that take the computed price to the final
 * one. Both are set on the whole price excl. VAT (an override is the adjustment that reaches it); a
 * month of it is rounded once like any unit; the final price is never below zero and its VAT is
 * stated once, at the project's rate, so that final excl. + VAT = final incl.
 */
function adjustmentAmounts(input: QuoteInput, computed: Amounts): Amounts | null {
  const override = input.clientPriceOverrideCents ?? null;
  const whole =
    override !== null
      ? Math.max(0, override) - computed.exclVatCents * periodCount(input)
      : (input.clientPriceAdjustmentCents ?? 0);
  if (override === null && whole === 0) return null;
  const final = unitAmounts(Math.max(0, computed.exclVatCents + periodCents(whole, input)), input.vatRateBp);
  return {
    exclVatCents: final.exclVatCents - computed.exclVatCents,
    vatCents: final.vatCents - computed.vatCents,
    inclVatCents: final.inclVatCents - computed.inclVatCents,
  };
}

/** VAT once per rate; a price the office set is one figure, at the project's rate. */
function vatRates(
  rooms: readonly RoomPrice<PricedLine>[],
  office: { vatRateBp: number; period: Amounts } | null,
): QuoteBreakdown<PricedLine>['vatRates'] {
  if (office !== null) return [{ vatRateBp: office.vatRateBp, amounts: office.period }];
  const byRate = new Map<number, Amounts>();
  for (const room of rooms)
    for (const { line, price } of room.lines)
      byRate.set(line.vatRateBp, addAmounts(byRate.get(line.vatRateBp) ?? zeroAmounts, price.amounts));
  return [...byRate].sort(([a], [b]) => b - a).map(([vatRateBp, amounts]) => ({ vatRateBp, amounts }));
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
