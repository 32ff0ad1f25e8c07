import { describe, expect, it } from 'vitest';
import {
  erpProductUrl,
  exclFromIncl,
  expandModuleBill,
  findDuplicateUrls,
  findModuleCycle,
  inclFromExcl,
  moduleGraphFrom,
  modulePrice,
  normalizeProductUrl,
  pricesConsistent,
  rangeHasCore,
  type ModuleNode,
} from '../../../src/domain/catalogue';
import type { ModuleContentLine } from '../../../src/domain/entities/furniture-module.schema';
import { quoteBreakdown } from '../../../src/domain/pricing';

describe('VAT: prices excluding and including VAT', () => {
  it.each([
    // excl, rate (bp), incl
    [10_000, 2000, 12_000],
    [83, 2000, 100],
    [1, 2000, 1],
    [3, 2000, 4],
    [999, 550, 1054],
    [0, 2000, 0],
    [12_345, 1000, 13_580],
  ])('%i cents excl. at %i bp is %i incl.', (excl, rate, incl) => {
    expect(inclFromExcl(excl, rate)).toBe(incl);
  });

  it.each([
    [12_000, 2000, 10_000],
    [100, 2000, 83],
    [1054, 550, 999],
    [0, 2000, 0],
    [1, 2000, 1],
  ])('%i cents incl. at %i bp is %i excl.', (incl, rate, excl) => {
    expect(exclFromIncl(incl, rate)).toBe(excl);
  });

  it('uses 20 % by default', () => {
    expect(inclFromExcl(5000)).toBe(6000);
    expect(exclFromIncl(6000)).toBe(5000);
  });

  it.each([
    [10_000, 12_000, true],
    [83, 100, true],
    [10_000, 12_001, false],
    [10_000, 11_000, false],
  ])('excl %i and incl %i consistent at 2000 bp: %s', (excl, incl, consistent) => {
    expect(pricesConsistent(excl, incl, 2000)).toBe(consistent);
  });
});

describe('duplicate product URL', () => {
  it.each([
    ['https://Shop.example.com/p/Chaise-Elise/', 'shop.example.com/p/Chaise-Elise'],
    ['http://www.shop.example.com/p/1?b=2&a=1#reviews', 'shop.example.com/p/1?a=1&b=2'],
    ['https://shop.example.com/p/1?utm_source=mail&ref=3', 'shop.example.com/p/1?ref=3'],
    ['https://shop.example.com:8443/p/1', 'shop.example.com:8443/p/1'],
    ['  not a url ', 'not a url'],
  ])('normalizes %s', (url, normalized) => {
    expect(normalizeProductUrl(url)).toBe(normalized);
  });

  it('keeps the path case: shops often treat it as part of the product id', () => {
    expect(normalizeProductUrl('https://a.example/P/X')).not.toBe(
      normalizeProductUrl('https://a.example/p/x'),
    );
  });

  it('finds other furniture with the same page, never the one being edited, never for an empty URL', () => {
    const rows = [
      { id: 'a', url: 'https://shop.example.com/p/1' },
      { id: 'b', url: 'http://WWW.shop.example.com/p/1/?utm_campaign=x' },
      { id: 'c', url: 'https://shop.example.com/p/2' },
      { id: 'd', url: '' },
    ];
    expect(findDuplicateUrls('https://shop.example.com/p/1', rows, 'a').map((row) => row.id)).toEqual(['b']);
    expect(findDuplicateUrls('https://shop.example.com/p/3', rows)).toEqual([]);
    expect(findDuplicateUrls('  ', rows)).toEqual([]);
  });
});

describe('range core rule', () => {
  it.each([
    [[], false],
    [[{ core: false }], false],
    [[{ core: false }, { core: true }], true],
  ])('%j has a core item: %s', (items, expected) => {
    expect(rangeHasCore(items)).toBe(expected);
  });
});

let lineCount = 0;
function line(
  kind: ModuleContentLine['kind'],
  refId: string | null,
  quantity = 1,
  url = '',
): ModuleContentLine {
  lineCount++;
  return { id: `00000000-0000-7000-8000-${String(lineCount).padStart(12, '0')}`, kind, refId, url, quantity };
}

function module(
  id: string,
  contentLines: ModuleContentLine[] = [],
  extra: Partial<ModuleNode> = {},
): ModuleNode {
  return { id, parentModuleId: null, contentLines, clientPrices: [], ...extra };
}

describe('module cycle rule', () => {
  it.each([
    ['a module nesting nothing', [module('A', [line('furniture', 'f1')])], 'A', null],
    ['a module nesting itself', [module('A', [line('module', 'A')])], 'A', ['A', 'A']],
    [
      'a module nesting itself through a child',
      [module('A', [line('module', 'B')]), module('B', [line('module', 'A')])],
      'A',
      ['A', 'B', 'A'],
    ],
    [
      'a module whose parent it nests',
      [module('A', [line('module', 'B')], { parentModuleId: 'B' }), module('B')],
      'A',
      ['A', 'B', 'A'],
    ],
    ['a module that is its own parent', [module('A', [], { parentModuleId: 'A' })], 'A', ['A', 'A']],
    [
      'a long loop through attached submodules',
      [
        module('A', [line('module', 'B')]),
        module('B'),
        module('C', [], { parentModuleId: 'B' }),
        module('D', [line('module', 'A')], { parentModuleId: 'C' }),
      ],
      'A',
      ['A', 'B', 'C', 'D', 'A'],
    ],
    [
      'a diamond (the same module nested twice) is no cycle',
      [
        module('A', [line('module', 'B'), line('module', 'C')]),
        module('B', [line('module', 'D')]),
        module('C', [line('module', 'D')]),
        module('D'),
      ],
      'A',
      null,
    ],
    ['a missing nested module ends the path', [module('A', [line('module', 'gone')])], 'A', null],
  ])('%s', (_name, modules, start, expected) => {
    expect(findModuleCycle(moduleGraphFrom(modules), start)).toEqual(expected);
  });
});

describe('module bill and price', () => {
  // Bedroom: 1 bed + 2 bedside tables + a lamp range; Flat: 2 bedrooms, 1 sofa, a URL, and an
  // attached kitchen submodule (quantity 1) with 4 chairs.
  const bedroom = module('bedroom', [
    line('furniture', 'bed'),
    line('furniture', 'bedside', 2),
    line('range', 'lamps', 1),
  ]);
  const flat = module('flat', [
    line('module', 'bedroom', 2),
    line('furniture', 'sofa'),
    line('url', null, 1, 'https://shop.example.com/rug'),
  ]);
  const kitchen = module('kitchen', [line('furniture', 'chair', 4), line('furniture', 'bed')], {
    parentModuleId: 'flat',
  });
  const graph = moduleGraphFrom([bedroom, flat, kitchen]);
  const prices = new Map([
    ['bed', 40_000],
    ['bedside', 8_000],
    ['sofa', 90_000],
    ['chair', 5_000],
  ]);
  const context = {
    clientId: 'client-1',
    clientMultiplier: 1,
    vatRateBp: 2000,
    furniturePrice: (id: string) => prices.get(id),
  };

  it('multiplies nested modules out into furniture, listing ranges and URLs apart', () => {
    expect(expandModuleBill(graph, 'flat')).toEqual({
      furniture: [
        { id: 'sofa', quantity: 1 },
        { id: 'bed', quantity: 3 },
        { id: 'bedside', quantity: 4 },
        { id: 'chair', quantity: 4 },
      ],
      ranges: [{ id: 'lamps', quantity: 2 }],
      urls: [{ url: 'https://shop.example.com/rug', quantity: 1 }],
      missingModules: [],
      cyclic: false,
    });
  });

  it('counts a submodule once when it has both a line in its parent and the parent id', () => {
    const room = module('room', [line('furniture', 'bed', 2)], { parentModuleId: 'pack' });
    const pack = module('pack', [line('module', 'room', 3)]);
    const both = moduleGraphFrom([room, pack]);
    expect(expandModuleBill(both, 'pack').furniture).toEqual([{ id: 'bed', quantity: 6 }]);
    expect(modulePrice(both, 'pack', context).unitPriceCents).toBe(240_000);
  });

  it('reads on its card what its lines add up to once chosen: each unit rounded once, then multiplied', () => {
    // 2095 × 1.5 = 3142.5 → 3143 a unit, VAT 628.6 → 629: 2 × 3772, not (4190 × 1.5) with VAT 7542.
    const odd = moduleGraphFrom([module('desk', [line('furniture', 'lamp', 2)])]);
    const price = modulePrice(odd, 'desk', {
      ...context,
      clientMultiplier: 1.5,
      furniturePrice: (id: string) => (id === 'lamp' ? 2095 : undefined),
    });
    const lines = quoteBreakdown({
      lines: [{ roomId: 'r', quantity: 2, unitPriceCents: 2095, vatRateBp: 2000 }],
      rooms: [{ id: 'r', multiplier: 1 }],
      clientMultiplier: 1.5,
      vatRateBp: 2000,
      billingType: 'buy',
      rentMonths: 28,
    });
    expect(price.client).toEqual({ exclVatCents: 6286, vatCents: 1258, inclVatCents: 7544 });
    expect(price.client).toEqual(lines.total);
  });

  it('stops at a cycle and says so, without looping', () => {
    const looped = moduleGraphFrom([
      module('A', [line('furniture', 'bed'), line('module', 'B')]),
      module('B', [line('module', 'A')]),
    ]);
    expect(expandModuleBill(looped, 'A')).toMatchObject({
      furniture: [{ id: 'bed', quantity: 1 }],
      cyclic: true,
    });
    expect(modulePrice(looped, 'A', context)).toMatchObject({ unitPriceCents: 40_000, cyclic: true });
  });

  it('prices the sum of its furniture and nested modules, counting unpriced lines', () => {
    // 2 × (40,000 + 2 × 8,000) + 90,000 + (4 × 5,000 + 40,000) = 262,000
    expect(modulePrice(graph, 'flat', context)).toEqual({
      unitPriceCents: 262_000,
      client: { exclVatCents: 262_000, vatCents: 52_400, inclVatCents: 314_400 },
      negotiatedCents: null,
      unpricedLines: 2,
      cyclic: false,
    });
  });

  it.each([
    // multiplier, client price excl. VAT
    [1.5, 393_000],
    [1, 262_000],
    [1.2, 314_400],
  ])('applies the client multiplier %d like the quote does', (multiplier, excl) => {
    expect(modulePrice(graph, 'flat', { ...context, clientMultiplier: multiplier }).client.exclVatCents).toBe(
      excl,
    );
  });

  it("uses the client's negotiated price, for the module or a nested one", () => {
    const negotiatedBedroom = moduleGraphFrom([
      { ...bedroom, clientPrices: [{ clientId: 'client-1', priceCents: 50_000 }] },
      flat,
      kitchen,
    ]);
    const multiplied = { ...context, clientMultiplier: 1.5 };
    // The negotiated price is the client's own: no multiplier on it; the cost stays what is bought.
    expect(modulePrice(negotiatedBedroom, 'bedroom', multiplied)).toMatchObject({
      unitPriceCents: 56_000,
      client: { exclVatCents: 50_000, vatCents: 10_000, inclVatCents: 60_000 },
      negotiatedCents: 50_000,
    });
    // 2 × 50,000 negotiated + (90,000 + 60,000) × 1.5: the flat nests a negotiated pack, so it is one too.
    expect(modulePrice(negotiatedBedroom, 'flat', multiplied)).toMatchObject({
      unitPriceCents: 262_000,
      negotiatedCents: 325_000,
    });
    expect(modulePrice(negotiatedBedroom, 'flat', { ...multiplied, clientId: 'client-2' })).toMatchObject({
      client: { exclVatCents: 393_000 },
      negotiatedCents: null,
    });
  });
});

describe('ERP product links', () => {
  it('fills the {id} placeholder, encoded, and gives nothing without an id', () => {
    expect(erpProductUrl('https://erp.example/product/{id}/view', 'CAN 01')).toBe(
      'https://erp.example/product/CAN%2001/view',
    );
    expect(erpProductUrl('https://erp.example/product/{id}', ' ')).toBe('');
  });
});
