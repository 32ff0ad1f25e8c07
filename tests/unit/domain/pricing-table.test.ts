import { describe, expect, it } from 'vitest';
import type { BillingType, VatPreference } from '../../../src/domain/enums';
import { lineAmounts, monthlyAmounts, quoteTotals, shownAmount } from '../../../src/domain/pricing';

/** One line: 3 × 12.34 excl. VAT at 20 %, in a room counted `room` times. */
const line = { roomId: 'bedroom', quantity: 3, unitPriceCents: 1234, vatRateBp: 2000 };

interface Case {
  billing: BillingType;
  vat: VatPreference;
  client?: number;
  room?: number;
  adjustment?: number;
  override?: number | null;
  /** The amount shown for the whole quote, and per month (rent only). */
  shown: number;
  monthly: number | null;
}

// Worked by hand: 1234 × 1.5 = 1851; VAT rounds half up per line; a month is a 28th of each part.
const cases: Case[] = [
  { billing: 'buy', vat: 'vatIncluded', shown: 4442, monthly: null }, // 3702 + 740
  { billing: 'buy', vat: 'vatExcluded', shown: 3702, monthly: null },
  { billing: 'buy', vat: 'vatIncluded', client: 1.5, shown: 6664, monthly: null }, // 5553 + 1111
  { billing: 'buy', vat: 'vatIncluded', room: 2, shown: 8885, monthly: null }, // 7404 + 1481
  { billing: 'buy', vat: 'vatExcluded', client: 1.5, room: 2, shown: 11_106, monthly: null },
  { billing: 'rent', vat: 'vatIncluded', shown: 4442, monthly: 158 }, // 132 + 26
  { billing: 'rent', vat: 'vatExcluded', client: 1.5, room: 2, shown: 11_106, monthly: 397 },
  { billing: 'rent', vat: 'vatIncluded', client: 1.5, room: 2, shown: 13_327, monthly: 476 }, // 397 + 79
  { billing: 'buy', vat: 'vatIncluded', adjustment: -702, shown: 3600, monthly: null }, // 3000 + 600
  { billing: 'rent', vat: 'vatExcluded', adjustment: 298, shown: 4000, monthly: 143 },
  { billing: 'buy', vat: 'vatIncluded', adjustment: -10_000, shown: 0, monthly: null },
  { billing: 'buy', vat: 'vatIncluded', client: 1.5, room: 2, override: 5000, shown: 6000, monthly: null },
  { billing: 'rent', vat: 'vatIncluded', override: 2800, shown: 3360, monthly: 120 }, // 100 + 20
  { billing: 'buy', vat: 'vatExcluded', adjustment: -500, override: 1000, shown: 1000, monthly: null },
];

describe('the quote, table-driven', () => {
  it.each(cases)(
    '$billing, $vat, client ×$client, room ×$room, adjustment $adjustment, override $override',
    ({ billing, vat, client = 1, room = 1, adjustment = 0, override = null, shown, monthly }) => {
      const totals = quoteTotals({
        lines: [line],
        rooms: [{ id: 'bedroom', multiplier: room }],
        clientMultiplier: client,
        vatRateBp: 2000,
        billingType: billing,
        clientPriceAdjustmentCents: adjustment,
        clientPriceOverrideCents: override,
      });
      expect(shownAmount(totals.total, vat)).toBe(shown);
      expect(totals.monthly === null ? null : shownAmount(totals.monthly, vat)).toBe(monthly);
    },
  );

  it('rounds a line’s monthly amount as the quote’s, so a one-line quote reads the same on both', () => {
    for (const { client = 1, room = 1 } of cases) {
      const totals = quoteTotals({
        lines: [line],
        rooms: [{ id: 'bedroom', multiplier: room }],
        clientMultiplier: client,
        vatRateBp: 2000,
        billingType: 'rent',
      });
      expect(monthlyAmounts(lineAmounts(line, room, client), 'rent')).toEqual(totals.monthly);
    }
    expect(monthlyAmounts(lineAmounts(line, 1, 1), 'buy')).toBeNull();
  });
});
