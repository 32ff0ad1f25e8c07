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
      clientPriceReason: '',
      options: [],
      validatedPriceCents: null,
      packs: [],
      ...project,
    },
    clientMultiplier: 1.5,
    rentMonths: 28,
    rooms,
    lines,
    serviceRates: [],
  };
}

describe('projectFinance', () => {
  it('prices the quote through the client and room multipliers; with no office change, that is what is paid', () => {
    const finance = projectFinance(input());
    expect(finance.budgetCents).toBe(40_000);
    expect(finance.computed.total).toEqual({ exclVatCents: 45_000, vatCents: 9_000, inclVatCents: 54_000 });
    expect(finance.computed.monthly).toBeNull();
    expect(finance.officeChange).toBeNull();
    expect(finance.validatedPrice).toBeNull();
    expect(finance.payable.total).toEqual(finance.computed.total);
  });

  it('pays the adjusted price and shows the adjustment with its reason; the figures add up', () => {
    const finance = projectFinance(
      input({ clientPriceAdjustmentCents: -5_000, clientPriceReason: ' Remise fidélité ' }),
    );
    expect(finance.officeChange).toEqual({
      amounts: { total: { exclVatCents: -5_000, vatCents: -1_000, inclVatCents: -6_000 }, monthly: null },
      reason: 'Remise fidélité',
    });
    expect(finance.payable.total).toEqual({ exclVatCents: 40_000, vatCents: 8_000, inclVatCents: 48_000 });
  });

  it('pays the final price the office set, whatever the validated price recorded', () => {
    const finance = projectFinance(
      input({ validatedPriceCents: 42_000, clientPriceOverrideCents: 41_000, clientPriceReason: 'Négocié' }),
    );
    expect(finance.validatedPrice?.total.exclVatCents).toBe(42_000);
    expect(finance.payable.total).toEqual({ exclVatCents: 41_000, vatCents: 8_200, inclVatCents: 49_200 });
    expect(finance.officeChange?.amounts.total.exclVatCents).toBe(41_000 - 45_000);
  });

  it('spreads a rented project over the rental months, the change included', () => {
    const finance = projectFinance(
      input({ billingType: 'rent', clientPriceOverrideCents: 28_000, clientPriceReason: 'Forfait' }),
    );
    // 28 months: 280.00 excl. VAT is 10.00 a month, plus 2.00 of VAT.
    expect(finance.payable.monthly).toEqual({ exclVatCents: 1_000, vatCents: 200, inclVatCents: 1_200 });
    expect(finance.payable.total).toEqual({ exclVatCents: 28_000, vatCents: 5_600, inclVatCents: 33_600 });
    const { computed, officeChange } = finance;
    // Per month and over the rental, computed + change = paid, in each figure.
    for (const period of ['monthly', 'total'] as const)
      for (const figure of ['exclVatCents', 'vatCents', 'inclVatCents'] as const)
        expect(computed[period]![figure] + officeChange!.amounts[period]![figure]).toBe(
          finance.payable[period]![figure],
        );
  });

  it('shows no reason when the office gave none', () => {
    expect(projectFinance(input({ clientPriceAdjustmentCents: 100 })).officeChange?.reason).toBeNull();
  });
});
