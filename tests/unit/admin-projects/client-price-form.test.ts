import { describe, expect, it } from 'vitest';
import type { FieldKeys } from '../../../src/lib/action-result';
import {
  readClientPrice,
  type ClientPriceForm,
} from '../../../src/features/admin-projects/lib/client-price-form';

function read(form: ClientPriceForm) {
  const fields: FieldKeys = {};
  return { patch: readClientPrice(form, fields), fields };
}

describe("the office's client price as typed", () => {
  it('back to the computed price clears the amount and its reason', () => {
    expect(read({ priceMode: 'computed', priceAmount: '12', priceReason: 'Ancienne remise' }).patch).toEqual({
      clientPriceAdjustmentCents: 0,
      clientPriceOverrideCents: null,
      clientPriceReason: '',
    });
  });

  it('reads a negative adjustment and a final price, each alone, with the reason trimmed', () => {
    expect(read({ priceMode: 'adjustment', priceAmount: '-50,25', priceReason: ' Remise ' }).patch).toEqual({
      clientPriceAdjustmentCents: -5_025,
      clientPriceOverrideCents: null,
      clientPriceReason: 'Remise',
    });
    expect(read({ priceMode: 'override', priceAmount: '1 234,50 €', priceReason: 'Forfait' }).patch).toEqual({
      clientPriceAdjustmentCents: 0,
      clientPriceOverrideCents: 123_450,
      clientPriceReason: 'Forfait',
    });
  });

  it.each([
    ['no amount', { priceMode: 'override', priceAmount: '', priceReason: 'x' }, 'priceAmount'],
    ['a zero adjustment', { priceMode: 'adjustment', priceAmount: '0', priceReason: 'x' }, 'priceAmount'],
    ['a negative final price', { priceMode: 'override', priceAmount: '-5', priceReason: 'x' }, 'priceAmount'],
    ['no reason', { priceMode: 'adjustment', priceAmount: '5', priceReason: '  ' }, 'priceReason'],
  ] as const)('puts a message next to the field for %s', (_, form, field) => {
    const { patch, fields } = read(form);
    expect(patch).toBeNull();
    expect(Object.keys(fields)).toEqual([field]);
  });
});
