import { describe, expect, it } from 'vitest';
import type { BillingType, VatPreference } from '../../../src/domain/enums';
import {
  defaultRentMonths as rentMonths,
  linePrice,
  quoteBreakdown,
  shownAmount,
} from '../../../src/domain/pricing';

/** One line: 3 × 12.34 excl. VAT at 20 %, in a room counted `room` times. */
const line = { roomId: 'bedroom', quantity: 3, unitPriceCents: 1234, vatRateBp: 2000 };

interface Case {
  billing: BillingType;
  vat: VatPreference;
  client?: number;
  room?: number;
  adjustment?: number;
  override?: number | null;
  /** The unit and the line as shown (per month when renting), and the whole quote's total. */
  unit: number;
  shownLine: number;
  shown: number;
  monthly: number | null;
}

// Worked by hand from the rule in src/domain/pricing/README.md: the unit is rounded once (1234 ×
// 1.5 = 1851; VAT 370.2 → 370; a month of 1234 is 44.07 → 44, its VAT 8.8 → 9), every other figure
// is a product or a sum.
const cases: Case[] = [
  { billing: 'buy', vat: 'vatIncluded', unit: 1481, shownLine: 4443, shown: 4443, monthly: null }, // 1234 + 247
  { billing: 'buy', vat: 'vatExcluded', unit: 1234, shownLine: 3702, shown: 3702, monthly: null },
  {
    billing: 'buy',
    vat: 'vatIncluded',
    client: 1.5,
    unit: 2221,
    shownLine: 6663,
    shown: 6663,
    monthly: null,
  },
  { billing: 'buy', vat: 'vatIncluded', room: 2, unit: 1481, shownLine: 8886, shown: 8886, monthly: null },
  {
    billing: 'buy',
    vat: 'vatExcluded',
    client: 1.5,
    room: 2,
    unit: 1851,
    shownLine: 11_106,
    shown: 11_106,
    monthly: null,
  },
  // 44 + 9 = 53 a month per unit; 3 units; 28 months.
  { billing: 'rent', vat: 'vatIncluded', unit: 53, shownLine: 159, shown: 159 * rentMonths, monthly: 159 },
  // 1851 / 28 = 66.1 → 66; 6 units = 396.
  {
    billing: 'rent',
    vat: 'vatExcluded',
    client: 1.5,
    room: 2,
    unit: 66,
    shownLine: 396,
    shown: 396 * rentMonths,
    monthly: 396,
  },
  // 66 + 13 = 79 a month per unit.
  {
    billing: 'rent',
    vat: 'vatIncluded',
    client: 1.5,
    room: 2,
    unit: 79,
    shownLine: 474,
    shown: 474 * rentMonths,
    monthly: 474,
  },
  // 3702 − 702 = 3000, the final price's VAT stated once, at the project's rate: 3000 + 600.
  {
    billing: 'buy',
    vat: 'vatIncluded',
    adjustment: -702,
    unit: 1481,
    shownLine: 4443,
    shown: 3600,
    monthly: null,
  },
  // 132 a month + 298 / 28 = 10.6 → 11.
  {
    billing: 'rent',
    vat: 'vatExcluded',
    adjustment: 298,
    unit: 44,
    shownLine: 132,
    shown: 143 * rentMonths,
    monthly: 143,
  },
  {
    billing: 'buy',
    vat: 'vatIncluded',
    adjustment: -10_000,
    unit: 1481,
    shownLine: 4443,
    shown: 0,
    monthly: null,
  },
  // Override 5000 excl.: 5000 + 1000.
  {
    billing: 'buy',
    vat: 'vatIncluded',
    client: 1.5,
    room: 2,
    override: 5000,
    unit: 2221,
    shownLine: 13_326,
    shown: 6000,
    monthly: null,
  },
  {
    billing: 'buy',
    vat: 'vatExcluded',
    adjustment: -500,
    override: 1000,
    unit: 1234,
    shownLine: 3702,
    shown: 1000,
    monthly: null,
  },
];

describe('the quote, table-driven', () => {
  it.each(cases)(
    '$billing, $vat, client ×$client, room ×$room, adjustment $adjustment, override $override',
    ({
      billing,
      vat,
      client = 1,
      room = 1,
      adjustment = 0,
      override = null,
      unit,
      shownLine,
      shown,
      monthly,
    }) => {
      const quote = quoteBreakdown({
        lines: [line],
        rooms: [{ id: 'bedroom', multiplier: room }],
        clientMultiplier: client,
        vatRateBp: 2000,
        billingType: billing,
        rentMonths,
        clientPriceAdjustmentCents: adjustment,
        clientPriceOverrideCents: override,
      });
      const [priced] = quote.rooms[0]!.lines;
      expect(shownAmount(priced!.price.unit, vat)).toBe(unit);
      expect(shownAmount(priced!.price.amounts, vat)).toBe(shownLine);
      expect(shownLine).toBe(unit * line.quantity * room);
      expect(shownAmount(quote.total, vat)).toBe(shown);
      expect(quote.monthly === null ? null : shownAmount(quote.monthly, vat)).toBe(monthly);
    },
  );

  it('counts a line whose room is gone nowhere', () => {
    const quote = quoteBreakdown({
      lines: [line, { ...line, roomId: 'deleted' }],
      rooms: [{ id: 'bedroom', multiplier: 1 }],
      clientMultiplier: 1,
      vatRateBp: 2000,
      billingType: 'buy',
      rentMonths,
    });
    expect(quote.total.exclVatCents).toBe(3702);
  });

  it('states VAT once per rate, each the sum of its lines', () => {
    const quote = quoteBreakdown({
      lines: [
        { roomId: 'bedroom', quantity: 2, unitPriceCents: 1995, vatRateBp: 2000 },
        { roomId: 'bedroom', quantity: 3, unitPriceCents: 1001, vatRateBp: 550 },
        { roomId: 'bedroom', quantity: 1, unitPriceCents: 333, vatRateBp: 2000 },
      ],
      rooms: [{ id: 'bedroom', multiplier: 1 }],
      clientMultiplier: 1,
      vatRateBp: 2000,
      billingType: 'buy',
      rentMonths,
    });
    expect(quote.vatRates).toEqual([
      // 2 × 399 + 67
      { vatRateBp: 2000, amounts: { exclVatCents: 4323, vatCents: 865, inclVatCents: 5188 } },
      // 3 × 55
      { vatRateBp: 550, amounts: { exclVatCents: 3003, vatCents: 165, inclVatCents: 3168 } },
    ]);
    expect(quote.total).toEqual({ exclVatCents: 7326, vatCents: 1030, inclVatCents: 8356 });
  });

  it('prices a line through the room copies without rounding again', () => {
    const price = linePrice({ roomId: 'r', quantity: 2, unitPriceCents: 50_279, vatRateBp: 0 }, 2, 1, {
      billingType: 'buy',
    });
    expect(price.unit.exclVatCents).toBe(50_279);
    expect(price.copies).toBe(2);
    expect(price.amounts.exclVatCents).toBe(2 * 50_279 * 2);
  });
});
