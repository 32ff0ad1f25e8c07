import type { BillingType, VatPreference } from '../enums';
import { exhaustive } from '../enums';
import { addAmounts, sumAmounts, timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';
import { applyMultiplier, roundDiv } from './money';
import { servicePrices, type PricedService, type ServicePrice } from './service-prices';

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

export type QuoteInput<L extends PricedLine = PricedLine> = {
  lines: readonly L[];
  rooms: readonly PricedRoom[];
  /** The client's pricing multiplier on furniture cost (1.5 turns 1000 into 1500). */
  clientMultiplier: number;
  /** The rate of an adjustment or an override, which belong to no line. */
  vatRateBp: number;
  billingType: BillingType;
  clientPriceAdjustmentCents?: number;
  clientPriceOverrideCents?: number | null;
  /** The project's chosen options (project.options) and the services' prices the office set. */
  options?: readonly string[];
  serviceRates?: readonly PricedService[];
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
  /** The chosen services, each its own line, per period (./README.md, rule 5). */
  services: ServicePrice[];
  /** Σ rooms + Σ services, per period. */
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

/** An amount excl. VAT for one period: a month of rent is a `rentMonths`th of it, rounded once. */
export function periodCents(exclVatCents: number, billingType: BillingType): number {
  switch (billingType) {
    case 'buy':
      return exclVatCents;
    case 'rent':
      return roundDiv(exclVatCents, rentMonths);
    default:
      return exhaustive(billingType);
  }
}

/** One line bought: its unit price rounded once, times quantity × the room's copies. */
export function lineAmounts(line: PricedLine, roomMultiplier: number, clientMultiplier: number): Amounts {
  return linePrice(line, roomMultiplier, clientMultiplier, 'buy').amounts;
}

/** One line's figures for a period (see the rounding rule in ./README.md). */
export function linePrice(
  line: PricedLine,
  copies: number,
  clientMultiplier: number,
  billingType: BillingType,
): LinePrice {
  const unitExclVat = periodCents(clientUnitPrice(line.unitPriceCents, clientMultiplier), billingType);
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
        price: linePrice(line, room.multiplier, input.clientMultiplier, billingType),
      }));
    return { room, lines, amounts: sumAmounts(lines.map(({ price }) => price.amounts)) };
  });
  const services = servicePrices(
    input.options ?? [],
    input.serviceRates ?? [],
    rooms.map(({ room, lines }) => ({ copies: room.multiplier, lines: lines.length })),
    (cents) => periodCents(cents, billingType),
  );
  const computed = sumAmounts([...rooms, ...services].map((part) => part.amounts));
  const adjustment = adjustmentAmounts(input, computed);
  const period = adjustment === null ? computed : addAmounts(computed, adjustment);
  const months = billingType === 'rent' ? rentMonths : 1;
  return {
    billingType,
    rooms,
    services,
    computed,
    adjustment,
    period,
    vatRates: vatRates(rooms, services, adjustment === null ? null : { vatRateBp: input.vatRateBp, period }),
    total: timesAmounts(period, months),
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
  const months = input.billingType === 'rent' ? rentMonths : 1;
  const whole =
    override !== null
      ? Math.max(0, override) - computed.exclVatCents * months
      : (input.clientPriceAdjustmentCents ?? 0);
  if (override === null && whole === 0) return null;
  const final = unitAmounts(
    Math.max(0, computed.exclVatCents + periodCents(whole, input.billingType)),
    input.vatRateBp,
  );
  return {
    exclVatCents: final.exclVatCents - computed.exclVatCents,
    vatCents: final.vatCents - computed.vatCents,
    inclVatCents: final.inclVatCents - computed.inclVatCents,
  };
}

/** VAT once per rate; a price the office set is one figure, at the project's rate. */
function vatRates(
  rooms: readonly RoomPrice<PricedLine>[],
  services: readonly ServicePrice[],
  office: { vatRateBp: number; period: Amounts } | null,
): QuoteBreakdown<PricedLine>['vatRates'] {
  if (office !== null) return [{ vatRateBp: office.vatRateBp, amounts: office.period }];
  const byRate = new Map<number, Amounts>();
  const add = (vatRateBp: number, amounts: Amounts) =>
    byRate.set(vatRateBp, addAmounts(byRate.get(vatRateBp) ?? zeroAmounts, amounts));
  for (const room of rooms) for (const { line, price } of room.lines) add(line.vatRateBp, price.amounts);
  // An included or unpriced service adds nothing, not even a rate of zero VAT.
  for (const service of services) if (service.count > 0) add(service.vatRateBp, service.amounts);
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
