import { describe, expect, it } from 'vitest';
import { orderLineAmounts, orderTotals } from '../../../src/domain/pricing';

describe('a purchase order at cost', () => {
  it.each([
    // unit excl. VAT, rate, units → line excl., VAT, incl. (the unit's VAT rounded once, then times units)
    { unit: 123_456, rate: 2000, quantity: 3, line: [370_368, 74_073, 444_441] },
    { unit: 1_005, rate: 550, quantity: 7, line: [7_035, 385, 7_420] },
    { unit: 333, rate: 1000, quantity: 1, line: [333, 33, 366] },
    { unit: 0, rate: 2000, quantity: 4, line: [0, 0, 0] },
  ])('a line of $quantity × $unit at $rate bp', ({ unit, rate, quantity, line }) => {
    const amounts = orderLineAmounts({ unitPriceCents: unit, vatRateBp: rate, quantity });
    expect([amounts.exclVatCents, amounts.vatCents, amounts.inclVatCents]).toEqual(line);
  });

  it('adds its lines, states the VAT once per rate (highest first), and excl. + VAT = incl.', () => {
    const totals = orderTotals([
      { unitPriceCents: 1_005, vatRateBp: 550, quantity: 7 },
      { unitPriceCents: 123_456, vatRateBp: 2000, quantity: 3 },
      { unitPriceCents: 333, vatRateBp: 2000, quantity: 1 },
    ]);
    expect(totals.vatRates).toEqual([
      { vatRateBp: 2000, amounts: { exclVatCents: 370_701, vatCents: 74_140, inclVatCents: 444_841 } },
      { vatRateBp: 550, amounts: { exclVatCents: 7_035, vatCents: 385, inclVatCents: 7_420 } },
    ]);
    expect(totals.total).toEqual({ exclVatCents: 377_736, vatCents: 74_525, inclVatCents: 452_261 });
  });

  it('of no line is zero, with no rate', () => {
    expect(orderTotals([])).toEqual({
      total: { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
      vatRates: [],
    });
  });
});
