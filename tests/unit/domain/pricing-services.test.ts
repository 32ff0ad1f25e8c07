import { describe, expect, it } from 'vitest';
import type { BillingType } from '../../../src/domain/enums';
import {
  addAmounts,
  quoteBreakdown,
  sumAmounts,
  type PricedService,
  type QuoteInput,
} from '../../../src/domain/pricing';

/** The office's prices: one of each rule, cleaning at 10 % VAT. */
const rates: PricedService[] = [
  { key: 'assembly', rule: 'perRoom', priceCents: 4_500, vatRateBp: 2000 },
  { key: 'packaging_removal', rule: 'included', priceCents: 9_900, vatRateBp: 2000 },
  { key: 'old_furniture_removal', rule: 'perProject', priceCents: 12_000, vatRateBp: 2000 },
  { key: 'cleaning', rule: 'perLine', priceCents: 500, vatRateBp: 1000 },
];

// A living room (one copy) of two lines and a bedroom counted twice with one line: 3 rooms, 4 lines.
const rooms = [
  { id: 'living', multiplier: 1 },
  { id: 'bedroom', multiplier: 2 },
];
const lines = [
  { roomId: 'living', quantity: 2, unitPriceCents: 10_000, vatRateBp: 2000 },
  { roomId: 'living', quantity: 1, unitPriceCents: 3_333, vatRateBp: 2000 },
  { roomId: 'bedroom', quantity: 1, unitPriceCents: 5_000, vatRateBp: 2000 },
];

function quote(options: string[], billingType: BillingType = 'buy', extra: Partial<QuoteInput> = {}) {
  return quoteBreakdown({
    lines,
    rooms,
    clientMultiplier: 1,
    vatRateBp: 2000,
    billingType,
    rentMonths: 28,
    options,
    serviceRates: rates,
    ...extra,
  });
}

describe('services in the quote', () => {
  it.each([
    [
      'old_furniture_removal',
      'perProject',
      1,
      { exclVatCents: 12_000, vatCents: 2_400, inclVatCents: 14_400 },
    ],
    ['assembly', 'perRoom', 3, { exclVatCents: 13_500, vatCents: 2_700, inclVatCents: 16_200 }],
    ['cleaning', 'perLine', 4, { exclVatCents: 2_000, vatCents: 200, inclVatCents: 2_200 }],
    ['packaging_removal', 'included', 0, { exclVatCents: 0, vatCents: 0, inclVatCents: 0 }],
  ] as const)('prices %s %s: the unit × %i', (key, rule, count, amounts) => {
    const breakdown = quote([key]);
    expect(breakdown.services).toMatchObject([{ key, rule, count, amounts }]);
    const furniture = sumAmounts(breakdown.rooms.map((room) => room.amounts));
    expect(breakdown.computed).toEqual(addAmounts(furniture, amounts));
    expect(breakdown.total).toEqual(breakdown.computed);
  });

  it('lists the chosen services in the catalogue order, leaves out an unknown key, and says an unpriced one is', () => {
    const breakdown = quote(['cleaning', 'gardening', 'assembly'], 'buy', {
      serviceRates: rates.filter((rate) => rate.key !== 'cleaning'),
    });
    expect(breakdown.services.map(({ key, rule }) => [key, rule])).toEqual([
      ['assembly', 'perRoom'],
      ['cleaning', null],
    ]);
    expect(breakdown.services[1]?.amounts).toEqual({ exclVatCents: 0, vatCents: 0, inclVatCents: 0 });
  });

  it('states the VAT of each rate once, services included, so every figure adds up', () => {
    const breakdown = quote(['assembly', 'packaging_removal', 'old_furniture_removal', 'cleaning']);
    expect(breakdown.vatRates.map((rate) => rate.vatRateBp)).toEqual([2000, 1000]);
    expect(breakdown.vatRates[1]?.amounts).toEqual({
      exclVatCents: 2_000,
      vatCents: 200,
      inclVatCents: 2_200,
    });
    expect(sumAmounts(breakdown.vatRates.map((rate) => rate.amounts))).toEqual(breakdown.period);
    const parts = [...breakdown.rooms, ...breakdown.services].map((part) => part.amounts);
    expect(sumAmounts(parts)).toEqual(breakdown.computed);
    for (const amounts of [...parts, breakdown.total])
      expect(amounts.exclVatCents + amounts.vatCents).toBe(amounts.inclVatCents);
  });

  it('charges a rented project a month of each service, rounded once, and the rental 28 of them', () => {
    const breakdown = quote(['old_furniture_removal', 'assembly'], 'rent');
    // 120.00 / 28 = 4.2857 a month: 4.29; assembly 45.00 / 28 = 1.607: 1.61, for 3 rooms.
    expect(breakdown.services.map((service) => service.unit.exclVatCents)).toEqual([161, 429]);
    expect(breakdown.services.map((service) => service.amounts.exclVatCents)).toEqual([483, 429]);
    expect(breakdown.monthly).toEqual(breakdown.period);
    expect(breakdown.total.exclVatCents).toBe(breakdown.period.exclVatCents * 28);
  });

  it('counts the services in the price the office replaces', () => {
    const withService = quote(['old_furniture_removal'], 'buy', { clientPriceOverrideCents: 50_000 });
    expect(withService.total.exclVatCents).toBe(50_000);
    expect(withService.adjustment?.exclVatCents).toBe(50_000 - withService.computed.exclVatCents);
    expect(withService.computed.exclVatCents).toBe(quote([]).computed.exclVatCents + 12_000);
  });
});
