import { describe, expect, it } from 'vitest';
import { detailTabsFor } from '../../../src/features/projects/components/detail/detail-tabs';
import { toDate } from '../../../src/i18n/use-format';
import { addressLines } from '../../../src/i18n/address-text';
import { addressSchema } from '../../../src/domain/entities/common.schema';

describe('detailTabsFor', () => {
  it('gives a rented project the rental agreement as its last tab', () => {
    expect(detailTabsFor('rent')).toEqual([
      'advancement',
      'details',
      'furniture',
      'quote',
      'finance',
      'reserves',
      'agreement',
    ]);
  });

  it('gives a bought project no rental agreement', () => {
    expect(detailTabsFor('buy')).not.toContain('agreement');
    expect(detailTabsFor('buy')).toHaveLength(6);
  });
});

describe('toDate (the date formatter reads ISO strings through it)', () => {
  it('reads a calendar date as that day at local midnight, whatever the time zone', () => {
    const date = toDate('2026-04-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 3, 1, 0]);
  });
});

describe('addressLines', () => {
  it('writes the street line, the town line and the country, leaving out empty parts', () => {
    const address = addressSchema.parse({
      number: '12',
      street: 'rue Lecourbe',
      zipCode: '75015',
      city: 'Paris',
    });
    expect(addressLines(address, 'France')).toEqual(['12 rue Lecourbe', '75015 Paris', 'France']);
    expect(addressLines(addressSchema.parse({ city: 'Paris' }), 'France')).toEqual(['Paris', 'France']);
  });
});
