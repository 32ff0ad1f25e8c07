import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('the business settings RENT_MONTHS and VAT_RATE_BP', () => {
  it("default to the spec's 28 months and France's 20 %", () => {
    const config = loadConfig({});
    expect(config.rentMonths).toBe(28);
    expect(config.vatRateBp).toBe(2000);
  });

  // tests/server/catalogue/prefill.test.ts: the config endpoint serves what was read here.
  it('are read from the environment', () => {
    const config = loadConfig({ RENT_MONTHS: '36', VAT_RATE_BP: '550' });
    expect(config.rentMonths).toBe(36);
    expect(config.vatRateBp).toBe(550);
  });

  it.each([
    ['RENT_MONTHS', '0'],
    ['RENT_MONTHS', '-12'],
    ['RENT_MONTHS', '2.5'],
    ['RENT_MONTHS', 'twelve'],
    ['RENT_MONTHS', ''],
    ['RENT_MONTHS', '121'],
    ['VAT_RATE_BP', '-1'],
    ['VAT_RATE_BP', '10001'],
    ['VAT_RATE_BP', '19.6'],
    ['VAT_RATE_BP', '20%'],
  ])('stop the start on %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
