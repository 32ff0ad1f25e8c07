import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../../../src/search/catalogue-index';
import type { SearchableFurniture } from '../../../src/search/catalogue-filters';

function item(id: string, name: string, extra: Partial<SearchableFurniture> = {}): SearchableFurniture {
  return {
    id,
    name,
    clientName: '',
    sku: '',
    supplierSku: '',
    barcode: '',
    supplier: 'Maison Dupont',
    categoryId: null,
    availability: 'available_in_warehouse',
    archived: false,
    isDisabled: false,
    ...extra,
  };
}

const fixtures = [
  item('sofa', "Canapé d'angle Élégance", { sku: 'CAN-ELG-01', barcode: '3760123456789' }),
  item('sofa-bed', 'Canapé-lit Bérénice', { clientName: 'Convertible Bérénice', sku: 'CAN-BER-02' }),
  item('chair', 'Chaise Élise en chêne', { sku: 'CHA-ELI-03', supplierSku: 'DUP-778', categoryId: 'chairs' }),
  item('armchair', 'Fauteuil Écume', { sku: 'FAU-ECU-04', supplier: 'Atelier Nord' }),
  item('table', 'Table basse Ovale', { sku: 'TAB-OVA-05', availability: 'unavailable' }),
  item('lamp', 'Lampe Élégance', { sku: 'LAM-ELG-06', archived: true }),
  item('hidden', 'Canapé Élégance ancien modèle', {
    sku: 'CAN-OLD-07',
    barcode: '3760000000007',
    isDisabled: true,
  }),
  item('wardrobe', 'Armoire penderie Chêne massif', { sku: 'ARM-PEN-08' }),
];

function index(rows = fixtures) {
  const catalogue = new CatalogueIndex();
  catalogue.load(rows);
  return catalogue;
}

describe('catalogue search', () => {
  it.each([
    // The name that starts with the query comes first.
    ['canape elegance', ['hidden', 'sofa']],
    ['CANAPÉ ÉLÉGANCE', ['hidden', 'sofa']],
    ['canape d angle', ['sofa']],
    ["canapé d'angle élégance", ['sofa']],
  ])('ignores accents, case and punctuation: %s', (query, ids) => {
    expect(index().search(query).ids).toEqual(ids);
  });

  it('finds the French catalogue from English words, below the word itself', () => {
    const catalogue = index();
    expect(catalogue.search('sofa', { excludeDisabled: true }).ids).toEqual(['sofa', 'sofa-bed']);
    expect(catalogue.search('oak wardrobe').ids).toEqual(['wardrobe']);
    expect(catalogue.search('CHAIR').ids).toEqual(['chair']);
    // An item named with the English word itself comes before the French ones.
    const mixed = index([...fixtures, item('english', 'Sofa Oslo')]);
    expect(mixed.search('sofa').ids[0]).toBe('english');
    expect(mixed.search('canape oslo').ids).toEqual(['english']);
  });

  it('completes the last word as it is typed, and only the last', () => {
    const catalogue = index();
    expect(catalogue.search('fau').ids).toEqual(['armchair']);
    expect(catalogue.search('chaise ch').ids).toEqual(['chair']);
    // "cha" is not the last term: it must be a whole word (or a typo of one), and none is.
    expect(catalogue.search('cha chene').ids).toEqual([]);
  });

  it('tolerates one typo from 4 letters and two from 8', () => {
    const catalogue = index();
    expect(catalogue.search('fauteiul').ids).toEqual(['armchair']);
    expect(catalogue.search('canpe elegance').ids).toContain('sofa');
    expect(catalogue.search('penderei massif').ids).toEqual(['wardrobe']);
    expect(catalogue.search('armoir pendreie').ids).toEqual(['wardrobe']);
    // Three letters: no typo allowed.
    expect(catalogue.search('lmp').ids).toEqual([]);
    // Two typos in a 6-letter word: too far.
    expect(catalogue.search('cnapa elegance').ids).toEqual([]);
  });

  it.each([
    ['few hits among many items (sorted)', 200],
    ['many hits among few items (bucketed)', 0],
  ])('ranks exact before prefix before typo, and the name before the client name: %s', (_name, fillers) => {
    const rows = [
      item('typo', 'Lampe Bureu'),
      item('prefix', 'Lampe Bureautique'),
      item('exact', 'Lampe Bureau'),
      item('client', 'Applique', { clientName: 'Lampe Bureau' }),
      item('other-exact', 'Bureau Lampe'),
      ...Array.from({ length: fillers }, (_, i) => item(`filler-${i}`, `Tapis ${i}`)),
    ];
    expect(index(rows).search('lampe bureau').ids).toEqual([
      'exact',
      'other-exact',
      'client',
      'prefix',
      'typo',
    ]);
  });

  it('finds codes exactly or by prefix, with or without separators, never by typo', () => {
    const catalogue = index();
    expect(catalogue.search('CAN-ELG-01').ids).toEqual(['sofa']);
    expect(catalogue.search('canelg01').ids).toEqual(['sofa']);
    expect(catalogue.search('can elg 01').ids).toEqual(['sofa']);
    expect(catalogue.search('3760123456789').ids).toEqual(['sofa']);
    expect(catalogue.search('dup-778').ids).toEqual(['chair']);
    expect(catalogue.search('tab-ov').ids).toEqual(['table']);
    expect(catalogue.search('376012345678').ids).toEqual(['sofa']);
    expect(catalogue.search('3760123456788').ids).toEqual([]);
  });

  it('keeps disabled items out of name search but lets an exact code find them', () => {
    const catalogue = index();
    const quoteBuilder = { excludeDisabled: true };
    expect(catalogue.search('canape elegance', quoteBuilder).ids).toEqual(['sofa']);
    expect(catalogue.search('can-old', quoteBuilder).ids).toEqual([]);
    expect(catalogue.search('CAN-OLD-07', quoteBuilder).ids).toEqual(['hidden']);
    expect(catalogue.search('3760000000007', quoteBuilder).ids).toEqual(['hidden']);
    expect(catalogue.search('', quoteBuilder).ids).not.toContain('hidden');
    // The admin list sees everything unless it filters.
    expect(catalogue.search('canape elegance').ids).toContain('hidden');
  });

  it('filters by category, supplier, availability, archived and hidden', () => {
    const catalogue = index();
    expect(catalogue.search('', { categoryIds: ['chairs'] }).ids).toEqual(['chair']);
    expect(catalogue.search('', { suppliers: ['Atelier Nord'] }).ids).toEqual(['armchair']);
    expect(catalogue.search('', { availability: ['unavailable'] }).ids).toEqual(['table']);
    expect(catalogue.search('elegance', { archived: true }).ids).toEqual(['lamp']);
    expect(catalogue.search('elegance', { archived: false, hidden: false }).ids).toEqual(['sofa']);
    expect(catalogue.search('', { hidden: true }).ids).toEqual(['hidden']);
  });

  it('lists everything in name order for an empty query, with a limit and the full total', () => {
    const result = index().search('  ', {}, { limit: 3 });
    expect(result.total).toBe(fixtures.length);
    expect(result.ids).toEqual(['wardrobe', 'sofa', 'hidden']);
  });

  it('follows additions, updates and removals by id', () => {
    const catalogue = index();
    expect(catalogue.search('bureau').ids).toEqual([]);
    catalogue.upsert(item('desk', 'Bureau Éole', { sku: 'BUR-EOL-09' }));
    expect(catalogue.search('bureau eole').ids).toEqual(['desk']);
    expect(catalogue.search('bur-eol').ids).toEqual(['desk']);

    catalogue.upsert(item('desk', 'Secrétaire Éole', { sku: 'SEC-EOL-09' }));
    expect(catalogue.search('bureau').ids).toEqual([]);
    expect(catalogue.search('bur-eol').ids).toEqual([]);
    expect(catalogue.search('secretaire').ids).toEqual(['desk']);
    expect(catalogue.get('desk')?.name).toBe('Secrétaire Éole');

    catalogue.remove('desk');
    expect(catalogue.search('secretaire').ids).toEqual([]);
    expect(catalogue.get('desk')).toBeUndefined();
    expect(catalogue.size).toBe(fixtures.length);

    // A freed slot is reused without leaking the old row's words.
    catalogue.upsert(item('stool', 'Tabouret Lin'));
    expect(catalogue.search('tabouret').ids).toEqual(['stool']);
    expect(catalogue.search('secretaire').ids).toEqual([]);
  });
});

describe('catalogue search after many changes', () => {
  it('answers like an index built from scratch, after updates, removals and compaction', () => {
    const words = ['canapé', 'fauteuil', 'chêne', 'élégance', 'lin', 'noyer', 'étagère', 'bérénice'];
    const rows = Array.from({ length: 300 }, (_, i) =>
      item(`id-${i}`, `${words[i % 8]} ${words[(i * 3) % 8]} ${i}`, { sku: `SKU-${i}`, barcode: `376${i}` }),
    );
    const live = new CatalogueIndex();
    live.load(rows);
    const current = new Map(rows.map((row) => [row.id, row]));
    for (let round = 0; round < 4; round++) {
      for (let i = round; i < 300; i += 3) {
        const id = `id-${i}`;
        if ((i + round) % 5 === 0) {
          live.remove(id);
          current.delete(id);
        } else {
          const row = item(id, `${words[(i + round) % 8]} ${words[(i * 5 + round) % 8]} ${i}`, {
            sku: `SKU-${i}-${round}`,
          });
          live.upsert(row);
          current.set(id, row);
        }
      }
    }
    const fresh = new CatalogueIndex();
    fresh.load(current.values());
    for (const query of [
      '',
      'canape',
      'chene lin',
      'fauteiul',
      'eta',
      'sku-1',
      'sku-12-3',
      '3761',
      'berenice noy',
    ]) {
      expect(live.search(query), query).toEqual(fresh.search(query));
    }
    expect(live.size).toBe(current.size);
  });
});
