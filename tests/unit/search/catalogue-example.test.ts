import { describe, expect, it } from 'vitest';
import { exampleWord } from '../../../src/search/catalogue-example';

describe('the search hint example', () => {
  it('is the commonest first word of the names, as written, in lower case', () => {
    expect(
      exampleWord([
        "Canapé d'angle Oslo",
        'Canapé 3 places Riga',
        'Fauteuil Oslo',
        'Lit double Riga',
        'CANAPE lit Bergen',
      ]),
    ).toBe('canapé');
  });

  it('skips short words and says nothing for an empty catalogue', () => {
    expect(exampleWord(['Set de table', 'Lit Oslo'])).toBeNull();
    expect(exampleWord([])).toBeNull();
    expect(exampleWord(['Lit Oslo', 'Sofa Oslo'])).toBe('sofa');
  });
});
