import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../../../src/search/catalogue-index';
import type { SearchableFurniture } from '../../../src/search/catalogue-filters';

const letters = 'abcdeéèêfghiîïjklmnoôpqrstuùûvwxyzçà';
const word = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 10 });
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

function item(id: string, itemName: string): SearchableFurniture {
  return {
    id,
    name: itemName,
    clientName: '',
    sku: '',
    supplierSku: '',
    barcode: '',
    supplier: '',
    categoryId: null,
    availability: 'available_in_warehouse',
    archived: false,
    isDisabled: false,
  };
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

describe('catalogue search properties', () => {
  it('finds every item by its name typed without accents, in any case, or by a prefix of it', () => {
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.boolean(),
        (names, pick, upper) => {
          const catalogue = new CatalogueIndex();
          catalogue.load(names.map((itemName, i) => item(`id-${i}`, itemName)));
          const target = pick % names.length;
          const typed = stripAccents(names[target] as string);
          const query = upper ? typed.toUpperCase() : typed;
          expect(catalogue.search(query).ids).toContain(`id-${target}`);
          expect(catalogue.search(query.slice(0, Math.max(1, query.length - 2))).ids).toContain(
            `id-${target}`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds an item despite one typo, as long as what was typed has 4 letters or more', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 5, maxLength: 12 }),
        fc.nat(),
        fc.constantFrom('delete', 'replace', 'swap'),
        (itemName, at, kind) => {
          const catalogue = new CatalogueIndex();
          catalogue.load([item('target', `${itemName} lampe`), item('other', 'zzzz qqqq')]);
          const i = at % (itemName.length - 1);
          const typo =
            kind === 'delete'
              ? itemName.slice(0, i) + itemName.slice(i + 1)
              : kind === 'replace'
                ? `${itemName.slice(0, i)}${itemName[i] === 'x' ? 'y' : 'x'}${itemName.slice(i + 1)}`
                : `${itemName.slice(0, i)}${itemName[i + 1] ?? ''}${itemName[i] ?? ''}${itemName.slice(i + 2)}`;
          // As the word being typed, and as a finished word followed by another.
          expect(catalogue.search(typo).ids).toContain('target');
          expect(catalogue.search(`${typo} lampe`).ids).toContain('target');
        },
      ),
      { numRuns: 300 },
    );
  });
});
