import { describe, expect, it } from 'vitest';
import {
  readServiceRateForm,
  serviceRateFormOf,
} from '../../../src/features/catalogue/lib/service-rate-form';

describe("a service's price as the office types it", () => {
  it('reads a price and a rate, and an included service as free whatever was typed', () => {
    expect(readServiceRateForm('assembly', { rule: 'perRoom', price: '45,50', vat: '5,5' })).toEqual({
      ok: true,
      args: { key: 'assembly', rule: 'perRoom', priceCents: 4_550, vatRateBp: 550 },
    });
    expect(readServiceRateForm('cleaning', { rule: 'included', price: 'n/a', vat: '20' })).toEqual({
      ok: true,
      args: { key: 'cleaning', rule: 'included', priceCents: 0, vatRateBp: 2000 },
    });
  });

  it.each([
    ['no price', { rule: 'perLine', price: '', vat: '20' }, ['price']],
    ['a negative price', { rule: 'perLine', price: '-3', vat: '20' }, ['price']],
    ['a VAT rate over 100 %', { rule: 'perLine', price: '3', vat: '120' }, ['vat']],
    ['neither', { rule: 'perProject', price: 'x', vat: 'y' }, ['price', 'vat']],
  ] as const)('puts a message next to the field for %s', (_, form, fields) => {
    const reading = readServiceRateForm('assembly', form);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? [] : Object.keys(reading.fields)).toEqual(fields);
  });

  it('starts from the stored price, or a blank one at 20 % before the office set any', () => {
    expect(serviceRateFormOf(undefined)).toEqual({ rule: 'perProject', price: '', vat: '20' });
  });
});
