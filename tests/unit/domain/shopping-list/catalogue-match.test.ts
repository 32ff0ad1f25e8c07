import { describe, expect, it } from 'vitest';
import {
  catalogueMatcher,
  type MatchableFurniture,
} from '../../../../src/domain/shopping-list/catalogue-match';

const row = (id: string, fields: Partial<MatchableFurniture>): MatchableFurniture => ({
  id,
  url: '',
  sku: '',
  supplierSku: '',
  archived: false,
  isDisabled: false,
  ...fields,
});

describe('matching a shopping list item to the catalogue', () => {
  const match = catalogueMatcher([
    row('sofa', { url: 'https://www.ikea.com/fr/p/kivik/', sku: 'CAN-1' }),
    row('drawers', { sku: 'com-2', supplierSku: '104.033.14' }),
    row('gone', { url: 'https://ikea.com/fr/p/lack', archived: true }),
    row('one-off', { url: 'https://ikea.com/fr/p/billy', isDisabled: true }),
    row('billy', { url: 'http://ikea.com/fr/p/billy?utm_campaign=x' }),
  ]);

  it('finds by product page first, whatever the tracking, scheme or trailing slash', () => {
    expect(match({ url: 'http://ikea.com/fr/p/kivik?utm_source=list', sku: 'COM-2' })).toEqual({
      furnitureId: 'sofa',
      by: 'url',
    });
  });

  it('then by our reference or the supplier’s, ignoring case and spaces', () => {
    expect(match({ url: 'https://ikea.com/fr/p/other', sku: ' Com-2 ' })).toEqual({
      furnitureId: 'drawers',
      by: 'sku',
    });
    expect(match({ url: '', sku: '104.033.14' })).toEqual({ furnitureId: 'drawers', by: 'sku' });
  });

  it('never matches archived furniture, and prefers a visible item to one hidden from search', () => {
    expect(match({ url: 'https://ikea.com/fr/p/lack', sku: '' })).toBeNull();
    expect(match({ url: 'https://www.ikea.com/fr/p/billy', sku: '' })).toEqual({
      furnitureId: 'billy',
      by: 'url',
    });
  });

  it('matches nothing on empty fields', () => {
    expect(match({ url: '', sku: '' })).toBeNull();
  });
});
