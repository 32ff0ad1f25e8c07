import type { ProjectPack } from '../entities/project.schema';
import type { BillingType, VatPreference } from '../enums';
import { exhaustive } from '../enums';
import { addAmounts, sumAmounts, timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';
import { applyMultiplier, roundDiv } from './money';
import { servicePrices, type PricedService, type ServicePrice } from './service-prices';

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
  /** The negotiated pack whose price includes the line, if any (absent: none). */
  packId?: string | null;
};

export type PricedRoom = { id: string; multiplier: number };

/** A negotiated pack: its price is the client's own, through no multiplier. */
export type PricedPack = Pick<ProjectPack, 'id' | 'name' | 'quantity' | 'priceCents'>;

export type QuoteInput<L extends PricedLine = PricedLine> = {
  lines: readonly L[];
  rooms: readonly PricedRoom[];
  /** The client's pricing multiplier on furniture cost (1.5 turns 1000 into 1500). */
  clientMultiplier: number;
  /** The rate of an adjustment or an override, which belong to no line. */
  vatRateBp: number;
  billingType: BillingType;
  /** The project's negotiated packs; a line naming one of them counts zero. */
  packs?: readonly PricedPack[];
  /** The rental's length in months (the business setting); unused when buying. */
  rentMonths: number;
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
  /** The pack whose negotiated price includes the line: then unit and amounts are zero. */
  packId: string | null;
};

/** A negotiated pack's figures for one period: the unit, and unit × quantity. */
export type PackPrice = { pack: PricedPack; unit: Amounts; amounts: Amounts };

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
  /** Negotiated packs, per period, each one figure at the project's VAT rate. */
  packs: PackPrice[];
  /** The chosen services, each its own line, per period (./README.md, rule 5). */
  services: ServicePrice[];
  /** Σ rooms + Σ packs + Σ services, per period. */
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

/** One line bought, counted on its own: its unit price rounded once, times quantity × the room's copies. */
export function lineAmounts(line: PricedLine, roomMultiplier: number, clientMultiplier: number): Amounts {
  return linePrice(line, roomMultiplier, clientMultiplier, { billingType: 'buy' }).amounts;
}

/**
 * One line's figures for a period (see the rounding rule in ./README.md). `packIds`: the project's
 * negotiated packs; a line one of them includes counts zero, its price being the pack's.
 */
export function linePrice(
  line: PricedLine,
  copies: number,
  clientMultiplier: number,
  billing: Billing,
  packIds: ReadonlySet<string> = noPacks,
): LinePrice {
  const packId = line.packId != null && packIds.has(line.packId) ? line.packId : null;
  const unitExclVat =
    packId === null ? periodCents(clientUnitPrice(line.unitPriceCents, clientMultiplier), billing) : 0;
  const unit = unitAmounts(unitExclVat, line.vatRateBp);
  return { unit, copies, amounts: timesAmounts(unit, line.quantity * copies), packId };
}

const noPacks: ReadonlySet<string> = new Set();

/** The ids of the packs a project holds, for linePrice. */
export function packIdsOf(packs: readonly Pick<PricedPack, 'id'>[] | undefined): ReadonlySet<string> {
  return packs === undefined || packs.length === 0 ? noPacks : new Set(packs.map((pack) => pack.id));
}

/** A negotiated pack for a period: its price is the client's own (no multiplier), at the project's rate. */
function packPrice(pack: PricedPack, vatRateBp: number, billing: Billing): PackPrice {
  const unit = unitAmounts(periodCents(pack.priceCents, billing), vatRateBp);
  return { pack, unit, amounts: timesAmounts(unit, pack.quantity) };
}

/** Every figure of a quote, from which each screen and document reads what it shows. */
export function quoteBreakdown<L extends PricedLine>(input: QuoteInput<L>): QuoteBreakdown<L> {
  const { billingType } = input;
  const packIds = packIdsOf(input.packs);
  const rooms = input.rooms.map((room) => {
    const lines = input.lines
      .filter((line) => line.roomId === room.id)
      .map((line) => ({
        line,
        price: linePrice(line, room.multiplier, input.clientMultiplier, input, packIds),
      }));
    return { room, lines, amounts: sumAmounts(lines.map(({ price }) => price.amounts)) };
  });
  const charges = quoteCharges(
    input,
    rooms.map(({ room, lines, amounts }) => ({ copies: room.multiplier, lines: lines.length, amounts })),
  );
  const { packs, services, adjustment, period } = charges;
  return {
    billingType,
    rooms,
    ...charges,
    vatRates: vatRates(rooms, packs, services, input.vatRateBp, adjustment === null ? null : period),
    total: timesAmounts(period, periodCount(input)),
    monthly: billingType === 'rent' ? period : null,
  };
}

/** What the figures past the rooms need of a quote: all but its lines and their pricing. */
export type ChargesInput = Omit<QuoteInput, 'lines' | 'rooms' | 'clientMultiplier'>;

/** A room as the figures past the rooms see it: its identical copies, its lines' count and Σ of them. */
export type RoomTally = { copies: number; lines: number; amounts: Amounts };

/** The figures of a quote past its rooms, per period. */
export type QuoteCharges = Pick<
  QuoteBreakdown<PricedLine>,
  'packs' | 'services' | 'computed' | 'adjustment' | 'period'
>;

/**
 * The packs, the services, the computed price, the office's adjustment and what is paid, from what
 * the rooms add up to: quoteBreakdown's own step, which the purchases export (reading a project's
 * lines a page at a time, never all at once) takes from its running tallies.
 */
export function quoteCharges(input: ChargesInput, rooms: readonly RoomTally[]): QuoteCharges {
  const packs = (input.packs ?? []).map((pack) => packPrice(pack, input.vatRateBp, input));
  const services = servicePrices(input.options ?? [], input.serviceRates ?? [], rooms, (cents) =>
    periodCents(cents, input),
  );
  const computed = sumAmounts([...rooms, ...packs, ...services].map((part) => part.amounts));
  const adjustment = adjustmentAmounts(input, computed);
  return {
    packs,
    services,
    computed,
    adjustment,
    period: adjustment === null ? computed : addAmounts(computed, adjustment),
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
function adjustmentAmounts(input: ChargesInput, computed: Amounts): Amounts | null {
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

/** VAT once per rate; packs and a price the office set are at the project's rate, services at their own. */
function vatRates(
  rooms: readonly RoomPrice<PricedLine>[],
  packs: readonly PackPrice[],
  services: readonly ServicePrice[],
  projectRateBp: number,
  officePeriod: Amounts | null,
): QuoteBreakdown<PricedLine>['vatRates'] {
  if (officePeriod !== null) return [{ vatRateBp: projectRateBp, amounts: officePeriod }];
  const byRate = new Map<number, Amounts>();
  const add = (rate: number, amounts: Amounts) =>
    byRate.set(rate, addAmounts(byRate.get(rate) ?? zeroAmounts, amounts));
  for (const room of rooms) for (const { line, price } of room.lines) add(line.vatRateBp, price.amounts);
  for (const pack of packs) add(projectRateBp, pack.amounts);
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
