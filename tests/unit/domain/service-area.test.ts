import { describe, expect, it } from 'vitest';
import { defaultServiceAreaPrefixes } from '../../../src/domain/entities/business-settings.schema';
import { outsideServiceArea } from '../../../src/domain/projects';

const served = defaultServiceAreaPrefixes;

describe('outsideServiceArea', () => {
  it.each(['75011', '77300', '78000', '91120', '92100', '93200', '94300', '95000'])(
    'serves %s (spec section 9: 75, 77, 78, 91 to 95)',
    (zipCode) => {
      expect(outsideServiceArea({ zipCode, country: 'FR' }, served)).toBe(false);
    },
  );

  it.each(['69001', '76000', '90000', '96100', '13008'])('flags %s, outside the prefixes', (zipCode) => {
    expect(outsideServiceArea({ zipCode, country: 'FR' }, served)).toBe(true);
  });

  it('flags an address abroad, even with a postcode that reads like a served one', () => {
    expect(outsideServiceArea({ zipCode: '7500', country: 'BE' }, served)).toBe(true);
  });

  it('flags nothing before a postcode is typed, nor when the business names no prefix', () => {
    expect(outsideServiceArea({ zipCode: '  ', country: 'FR' }, served)).toBe(false);
    expect(outsideServiceArea({ zipCode: '69001', country: 'FR' }, [])).toBe(false);
  });
});
