import { describe, expect, it } from 'vitest';
import { bpToPercentText, parsePercentBp } from '../../../src/lib/money-input';

describe('VAT rates typed in percent', () => {
  it.each([
    ['20', 2000],
    ['5,5', 550],
    ['2.1 %', 210],
    ['0', 0],
  ])('%s is %i basis points', (text, bp) => expect(parsePercentBp(text)).toBe(bp));

  it.each(['', 'vingt', '5.555', '-10', '20 €'])('%s is not a rate', (text) =>
    expect(parsePercentBp(text)).toBeNull(),
  );

  it('shows basis points back as a plain rate that parses again', () => {
    expect(bpToPercentText(550)).toBe('5.5');
    expect(parsePercentBp(bpToPercentText(550))).toBe(550);
  });
});
