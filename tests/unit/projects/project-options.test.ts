import { describe, expect, it } from 'vitest';
import { withOption } from '../../../src/domain/catalogue';

describe('project options', () => {
  it('adds a checked option once and removes an unchecked one', () => {
    expect(withOption([], 'assembly', true)).toEqual(['assembly']);
    expect(withOption(['assembly'], 'assembly', true)).toEqual(['assembly']);
    expect(withOption(['assembly', 'cleaning'], 'assembly', false)).toEqual(['cleaning']);
    expect(withOption(['cleaning'], 'assembly', false)).toEqual(['cleaning']);
  });

  it('keeps options this build does not know', () => {
    expect(withOption(['storage_later'], 'cleaning', true)).toEqual(['storage_later', 'cleaning']);
  });
});
