import { describe, expect, it } from 'vitest';
import { projectFinance, type FinanceInput } from '../../../src/features/projects/components/detail/finance';

const rooms = [
  { id: 'living', multiplier: 1 },
  { id: 'bedroom', multiplier: 2 },
];
// 2 x 100.00 in the living room, 1 x 50.00 in each of two bedrooms: 300.00 before the client's multiplier.
const lines = [
  { roomId: 'living', quantity: 2, unitPriceCents: 10_000, vatRateBp: 2000 },
  { roomId: 'bedroom', quantity: 1, unitPriceCents: 5_000, vatRateBp: 2000 },
];

function input(project: Partial<FinanceInput['project']> = {}): FinanceInput {
  return {
    project: {
      billingType: 'buy',
      vatRateBp: 2000,
      clientBudgetCents: 40_000,
      clientPriceAdjustmentCents: 0,
      clientPriceOverrideCents: null,
      finalClientPriceCents: null,
      validatedPriceCents: null,
      packs: [],
      ...project,
    },
    clientMultiplier: 1.5,
    rentMonths: 28,
    rooms,
    lines,
  };
}

describe('projectFinance', () => {
  it('prices the quote through the client and room multipliers; with no office price, that is what is paid', () => {
    const finance = projectFinance(input());
    expect(finance.budgetCents).toBe(40_000);
    expect(finance.computed.total).toEqual({ exclVatCents: 45_000, vatCents: 9_000, inclVatCents: 54_000 });
    expect(finance.computed.monthly).toBeNull();
    expect(finance.finalClientPrice).toBeNull();
    expect(finance.validatedPrice).toBeNull();
    expect(finance.payable).toBe(finance.computed);
  });

  it('applies the office adjustment to the quote price', () => {
    expect(projectFinance(input({ clientPriceAdjustmentCents: -5_000 })).computed.total.exclVatCents).toBe(
      40_000,
    );
  });

  it('pays the validated price once set, and the final price over it', () => {
    const validated = projectFinance(input({ validatedPriceCents: 42_000 }));
    expect(validated.payable.total).toEqual({ exclVatCents: 42_000, vatCents: 8_400, inclVatCents: 50_400 });
    const final = projectFinance(input({ validatedPriceCents: 42_000, finalClientPriceCents: 41_000 }));
    expect(final.validatedPrice?.total.exclVatCents).toBe(42_000);
    expect(final.payable.total.exclVatCents).toBe(41_000);
  });

  it('spreads a rented project over the rental months', () => {
    const finance = projectFinance(input({ billingType: 'rent', finalClientPriceCents: 28_000 }));
    // 28 months: 280.00 excl. VAT is 10.00 a month, plus 2.00 of VAT.
    expect(finance.payable.monthly).toEqual({ exclVatCents: 1_000, vatCents: 200, inclVatCents: 1_200 });
    expect(finance.computed.monthly).not.toBeNull();
  });
});
