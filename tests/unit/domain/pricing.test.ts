import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMultiplier,
  inclVat,
  quoteTotals,
  roundDiv,
  shownAmount,
  vatOf,
} from '../../../src/domain/pricing';

describe('money', () => {
  it.each([
    [1000, 1.5, 1500],
    [1000, 1, 1000],
    [999, 1.5, 1499], // 1498.5 rounds half up
    [333, 1.2, 400], // 399.6
    [0, 1.5, 0],
  ])('applyMultiplier(%i, %d) = %i', (cents, multiplier, expected) => {
    expect(applyMultiplier(cents, multiplier)).toBe(expected);
  });

  it.each([
    [1000, 2000, 200],
    [999, 2000, 200], // 199.8
    [1234, 550, 68], // 67.87
    [1000, 0, 0],
  ])('vatOf(%i, %i bp) = %i', (cents, rate, expected) => {
    expect(vatOf(cents, rate)).toBe(expected);
  });

  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 3, 1],
    [5, 3, 2],
    [-1, 3, 0], // 0, not -0: toBe tells them apart, and Intl prints "-0"
  ])('roundDiv(%i, %i) = %i', (a, b, expected) => {
    expect(roundDiv(a, b)).toBe(expected);
  });

  it('always yields integer cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, rate) => {
          expect(Number.isInteger(inclVat(cents, rate))).toBe(true);
          expect(Number.isInteger(applyMultiplier(cents, rate / 1000))).toBe(true);
        },
      ),
    );
  });
});

const rooms = [
  { id: 'living', multiplier: 1 },
  { id: 'bedroom', multiplier: 3 },
];

describe('quoteTotals', () => {
  it.each([
    {
      name: 'buy, no multiplier',
      input: { clientMultiplier: 1, billingType: 'buy' as const },
      total: { exclVatCents: 2000 + 3 * 2 * 500, vatCents: 1000, inclVatCents: 6000 },
      monthly: null,
    },
    {
      name: 'client multiplier 1.5',
      input: { clientMultiplier: 1.5, billingType: 'buy' as const },
      total: { exclVatCents: 7500, vatCents: 1500, inclVatCents: 9000 },
      monthly: null,
    },
    {
      // Each unit a 28th, rounded once: 2 × 36 + 6 × 18 = 180 a month, VAT 2 × 7 + 6 × 4 = 38.
      name: 'rent is a 28th of each unit per month, the rental 28 months',
      input: { clientMultiplier: 1, billingType: 'rent' as const },
      total: { exclVatCents: 180 * 28, vatCents: 38 * 28, inclVatCents: 218 * 28 },
      monthly: { exclVatCents: 180, vatCents: 38, inclVatCents: 218 },
    },
    {
      // Another business setting, another share: 1000 / 12 = 83.3 → 83 (VAT 17), 500 / 12 = 41.7 → 42
      // (VAT 8): 2 × 83 + 6 × 42 = 418 a month, VAT 2 × 17 + 6 × 8 = 82; the rental is 12 months of it.
      name: 'a 12-month rental is a 12th of each unit per month, the rental 12 months',
      input: { clientMultiplier: 1, billingType: 'rent' as const, rentMonths: 12 },
      total: { exclVatCents: 418 * 12, vatCents: 82 * 12, inclVatCents: 500 * 12 },
      monthly: { exclVatCents: 418, vatCents: 82, inclVatCents: 500 },
    },
    {
      // 10 000 − 12 × 418 = 4984 to add, a 12th a month: 415.3 → 415; 418 + 415 = 833, VAT 166.6 → 167.
      name: 'an override of a 12-month rental is paid in 12ths',
      input: {
        clientMultiplier: 1,
        billingType: 'rent' as const,
        rentMonths: 12,
        clientPriceOverrideCents: 10_000,
      },
      total: { exclVatCents: 833 * 12, vatCents: 167 * 12, inclVatCents: 1000 * 12 },
      monthly: { exclVatCents: 833, vatCents: 167, inclVatCents: 1000 },
    },
    {
      name: 'adjustment recomputes VAT at the project rate',
      input: { clientMultiplier: 1, billingType: 'buy' as const, clientPriceAdjustmentCents: -1000 },
      total: { exclVatCents: 4000, vatCents: 800, inclVatCents: 4800 },
      monthly: null,
    },
    {
      name: 'override replaces the sum',
      input: { clientMultiplier: 1.5, billingType: 'buy' as const, clientPriceOverrideCents: 10_000 },
      total: { exclVatCents: 10_000, vatCents: 2000, inclVatCents: 12_000 },
      monthly: null,
    },
  ])('$name', ({ input, total, monthly }) => {
    const result = quoteTotals({
      rooms,
      vatRateBp: 2000,
      rentMonths: 28,
      lines: [
        { roomId: 'living', quantity: 2, unitPriceCents: 1000, vatRateBp: 2000 },
        { roomId: 'bedroom', quantity: 2, unitPriceCents: 500, vatRateBp: 2000 },
        { roomId: 'deleted-room', quantity: 5, unitPriceCents: 100_000, vatRateBp: 2000 },
      ],
      ...input,
    });
    expect(result.total).toEqual(total);
    expect(result.monthly).toEqual(monthly);
  });

  it('sums VAT per line when rates differ', () => {
    const result = quoteTotals({
      rooms,
      vatRateBp: 2000,
      clientMultiplier: 1,
      billingType: 'buy',
      rentMonths: 28,
      lines: [
        { roomId: 'living', quantity: 1, unitPriceCents: 1000, vatRateBp: 2000 },
        { roomId: 'living', quantity: 1, unitPriceCents: 1000, vatRateBp: 550 },
      ],
    });
    expect(result.total).toEqual({ exclVatCents: 2000, vatCents: 255, inclVatCents: 2255 });
  });

  it('shows the amount of the VAT preference', () => {
    const amounts = { exclVatCents: 100, vatCents: 20, inclVatCents: 120 };
    expect(shownAmount(amounts, 'vatIncluded')).toBe(120);
    expect(shownAmount(amounts, 'vatExcluded')).toBe(100);
  });
});
