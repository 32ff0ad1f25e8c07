import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  csvField,
  csvRecord,
  exportColumns,
  exportFileName,
  imageAddress,
  latestPurchaseOrders,
  purchaseAttribution,
  groupPurchaseRows,
  inPeriod,
  monthOf,
  periodDays,
  packRow,
  purchaseFilterSchema,
  purchaseRow,
  purchaseTotals,
} from '../../../src/domain/purchases';

const line = {
  id: 'l1',
  roomId: 'r1',
  quantity: 3,
  unitPriceCents: 12_345,
  vatRateBp: 2000,
  notes: '',
  packId: null,
};

const attribution = purchaseAttribution(
  { id: 'p1', name: 'Projet', operationNumber: 'OP-42', validatedAt: '2026-03-29T23:30:00.000Z' },
  'Maison Dupont',
  2,
);

function row(overrides: Partial<Parameters<typeof purchaseRow>[0]> = {}) {
  return purchaseRow({
    line,
    attribution,
    room: { name: 'Chambre', multiplier: 2 },
    furniture: {
      name: 'Chaise',
      url: 'https://shop.example/c',
      images: ['https://img.example/c.jpg'],
      supplier: 'Bois',
      supplierSku: 'BO-CH-1',
    },
    module: null,
    clientMultiplier: 1.5,
    packIds: new Set<string>(),
    ...overrides,
  });
}

describe('the purchases period', () => {
  it.each([
    ['2026-03-29T00:00:00.000Z', true],
    ['2026-03-29T23:59:59.999Z', true],
    ['2026-03-30T00:00:00.000Z', false],
    ['2026-03-28T23:59:59.999Z', false],
  ])('reads %s as in the period [03-29, 03-30): %s', (instant, expected) => {
    expect(inPeriod(instant, { start: '2026-03-29', end: '2026-03-30' })).toBe(expected);
  });

  it('refuses an end that does not come after the start, and unknown filters', () => {
    const refused = (input: unknown) => purchaseFilterSchema.safeParse(input).error?.issues[0];
    expect(refused({ start: '2026-03-30', end: '2026-03-29' })).toMatchObject({
      path: ['end'],
      message: 'end_before_start',
    });
    expect(refused({ start: '2026-03-30', end: '2026-03-30' })).toMatchObject({
      message: 'end_before_start',
    });
    expect(refused({ start: '2026-03-01', end: '2026-04-01', colour: 'red' })).toMatchObject({
      code: 'unrecognized_keys',
    });
    expect(purchaseFilterSchema.safeParse({ start: '2026-03-01', end: '2026-04-01' }).success).toBe(true);
  });

  it('counts whole days across a daylight-saving change and finds the UTC month', () => {
    expect(periodDays({ start: '2026-03-01', end: '2026-04-01' })).toBe(31);
    expect(monthOf(new Date('2026-12-31T23:30:00.000Z'))).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it("names the file in the reader's words with the period and the export time in UTC", () => {
    expect(
      exportFileName(
        { start: '2026-03-01', end: '2026-04-01' },
        new Date('2026-04-02T10:15:00.123Z'),
        'xlsx',
        { purchases: 'achats', exported: 'export' },
      ),
    ).toBe('achats_2026-03-01_2026-04-01_export_20260402T101500Z.xlsx');
  });
});

describe('a purchase row', () => {
  it('prices through src/domain/pricing: room copies count, VAT and the client multiplier round half away from zero', () => {
    expect(row()).toMatchObject({
      quantity: 6,
      unitPriceCents: 12_345,
      unitInclVatCents: 14_814,
      clientUnitPriceCents: 18_518,
      totalCents: 74_070,
      totalVatCents: 14_814,
      clientTotalCents: 111_108,
      supplier: 'Bois',
      supplierReference: 'BO-CH-1',
      imageUrl: 'https://img.example/c.jpg',
      attribution: {
        projectId: 'p1',
        projectName: 'Projet',
        operationNumber: 'OP-42',
        clientName: 'Maison Dupont',
        purchaseOrderNumber: 2,
        validatedOn: '2026-03-29',
      },
    });
    expect(row({ furniture: null, module: { name: 'Pack' } })).toMatchObject({
      furniture: '',
      module: 'Pack',
      supplier: '',
    });
  });

  it('charges a line its negotiated pack includes through the pack, bought at cost all the same', () => {
    const included = row({ line: { ...line, packId: 'pack' }, packIds: new Set(['pack']) });
    expect(included).toMatchObject({ totalCents: 74_070, clientUnitPriceCents: 0, clientTotalCents: 0 });
    const pack = packRow(attribution, { id: 'pack', name: 'Pack T2', quantity: 2, priceCents: 450_000 });
    expect(pack).toMatchObject({
      module: 'Pack T2',
      supplier: '',
      quantity: 2,
      totalCents: 0,
      clientUnitPriceCents: 450_000,
      clientTotalCents: 900_000,
    });
    expect(purchaseTotals([included, pack])).toEqual({
      exclVatCents: 74_070,
      vatCents: 14_814,
      inclVatCents: 88_884,
      clientCents: 900_000,
    });
  });

  it('totals the lines, per group and overall, as their sums', () => {
    const rows = [
      row(),
      row({ furniture: null, module: { name: 'Pack' } }),
      row({ attribution: { ...attribution, projectId: 'p2', projectName: 'Autre' } }),
    ];
    const totals = purchaseTotals(rows);
    expect(totals.exclVatCents).toBe(rows.reduce((sum, r) => sum + r.totalCents, 0));
    expect(totals.inclVatCents).toBe(totals.exclVatCents + totals.vatCents);
    const groups = groupPurchaseRows(rows, 'supplier');
    expect(groups.map((group) => [group.label, group.rows.length])).toEqual([
      ['Bois', 2],
      ['', 1],
    ]);
    expect(groups.reduce((sum, group) => sum + group.totals.clientCents, 0)).toBe(totals.clientCents);
  });
});

describe("a row's attribution and picture", () => {
  it("gives a row the web address of its furniture's picture, never an inline data: picture", () => {
    expect(imageAddress('https://img.example/c.jpg')).toBe('https://img.example/c.jpg');
    expect(imageAddress('HTTP://img.example/c.jpg')).toBe('HTTP://img.example/c.jpg');
    expect(imageAddress('data:image/svg+xml,%3Csvg%3E')).toBe('');
    expect(imageAddress('javascript:alert(1)')).toBe('');
    expect(imageAddress(undefined)).toBe('');
    const inline = row({
      furniture: {
        name: 'Chaise',
        url: '',
        images: ['data:image/svg+xml,%3Csvg%3E'],
        supplier: 'Bois',
        supplierSku: '',
      },
    });
    expect(inline.imageUrl).toBe('');
  });

  it("names each project's latest purchase order version", () => {
    const latest = latestPurchaseOrders([
      { projectId: 'p1', number: 1 },
      { projectId: 'p2', number: 1 },
      { projectId: 'p1', number: 3 },
      { projectId: 'p1', number: 2 },
    ]);
    expect(Object.fromEntries(latest)).toEqual({ p1: 3, p2: 1 });
  });

  it('dates the validation by its UTC day, as the period reads it', () => {
    const late = purchaseAttribution(
      { id: 'p', name: 'P', operationNumber: '', validatedAt: '2026-03-29T23:30:00.000Z' },
      '',
      null,
    );
    expect(late).toMatchObject({ validatedOn: '2026-03-29', purchaseOrderNumber: null });
  });
});

describe('the export columns', () => {
  it("puts each money figure per unit or per row, a row's total being its unit times its quantity", () => {
    const priced = row();
    const value = (key: string) => exportColumns.find((column) => column.key === key)!.value(priced);
    expect(value('totalPrice')).toBe(Number(value('price')) * priced.quantity);
    expect(value('clientTotal')).toBe(Number(value('clientPrice')) * priced.quantity);
    expect(value('totalInclVat')).toBe(Number(value('totalPrice')) + Number(value('totalVat')));
    expect(
      exportColumns.filter((column) => column.kind === 'money').map((column) => [column.key, column.per]),
    ).toEqual([
      ['price', 'unit'],
      ['priceInclVat', 'unit'],
      ['clientPrice', 'unit'],
      ['totalPrice', 'total'],
      ['totalVat', 'total'],
      ['totalInclVat', 'total'],
      ['clientTotal', 'total'],
    ]);
  });

  it.each([
    ['comma', ',', '740.70'],
    ['semicolon', ';', '740,70'],
  ] as const)('writes a %s record with its separator and decimal mark', (dialect, separator, total) => {
    const fields = csvRecord(row(), dialect).trimEnd().split(separator);
    expect(fields).toHaveLength(exportColumns.length);
    expect(fields[10]).toBe(total);
    expect(fields.slice(-7)).toEqual([
      'Projet',
      'OP-42',
      'Maison Dupont',
      'Bois',
      'BO-CH-1',
      '2',
      '2026-03-29',
    ]);
  });
});

describe('CSV cells', () => {
  it.each([
    [123_456, '.', '1234.56'],
    [5, ',', '0,05'],
    [0, ',', '0,00'],
    [-1_050, '.', '-10.50'],
  ])('writes %i cents as %s with %s', (cents, mark, expected) => {
    expect(centsToDecimal(cents, mark === '.' ? '.' : ',')).toBe(expected);
  });

  it.each([
    ['Chaise', ';', 'Chaise'],
    ['Livrer; étage 3', ';', '"Livrer; étage 3"'],
    ['Maison "Bois"', ',', '"Maison ""Bois"""'],
    ['deux\nlignes', ',', '"deux\nlignes"'],
    ['=SUM(A1)', ',', "'=SUM(A1)"],
    ['-2+3', ';', "'-2+3"],
  ])('quotes %j for the separator %s', (value, separator, expected) => {
    expect(csvField(value, separator)).toBe(expected);
  });
});
