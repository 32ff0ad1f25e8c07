import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/enums';
import { purchaseTotals, type CsvDialect, type PurchaseRow } from '../../../src/domain/purchases';
import enPurchases from '../../../public/locales/en/purchases.json';
import frPurchases from '../../../public/locales/fr/purchases.json';
import { column, columnKeys, download, period, useExportEnv } from './export-env';
import { expectedRows } from './expected-rows';
import { rowMoneyCents } from './row-figures';

const state = useExportEnv();
const catalogues = { en: enPurchases, fr: frPurchases } as const satisfies Record<Language, unknown>;

function decimal(cents: number, mark: string): string {
  return (cents / 100).toFixed(2).replace('.', mark);
}

/** What a spreadsheet should read in each column of a row, as text (CSV) with `mark` as decimal. */
function csvCells(row: PurchaseRow, mark: string): string[] {
  return [
    row.room,
    row.module,
    row.furniture,
    row.link,
    row.imageUrl,
    String(row.quantity),
    row.notes.startsWith('=') ? `'${row.notes}` : row.notes,
    ...rowMoneyCents(row).map((cents) => decimal(cents, mark)),
    row.attribution.projectName,
    row.attribution.operationNumber,
    row.attribution.clientName,
    row.supplier,
    row.supplierReference,
    row.attribution.purchaseOrderNumber === null ? '' : String(row.attribution.purchaseOrderNumber),
    row.attribution.validatedOn,
  ];
}

const dialects = {
  comma: { separator: ',', mark: '.' },
  semicolon: { separator: ';', mark: ',' },
} as const satisfies Record<CsvDialect, { separator: string; mark: string }>;

/** Σ of a column of decimal texts, in cents. */
function columnCents(records: string[][], index: number, mark: string): number {
  return records.reduce((sum, cells) => sum + Math.round(Number(cells[index]!.replace(mark, '.')) * 100), 0);
}

describe('the accounting export files', () => {
  it.each<[Language, CsvDialect | undefined, CsvDialect, string]>([
    ['en', undefined, 'comma', 'purchases_2026-03-29_2026-03-30_exported_20260302T090000Z.csv'],
    ['fr', undefined, 'semicolon', 'achats_2026-03-29_2026-03-30_export_20260302T090000Z.csv'],
    ['en', 'semicolon', 'semicolon', 'purchases_2026-03-29_2026-03-30_exported_20260302T090000Z.csv'],
    ['fr', 'comma', 'comma', 'achats_2026-03-29_2026-03-30_export_20260302T090000Z.csv'],
  ])(
    'writes the %s CSV (dialect asked: %s) in the %s dialect a parser reads back: BOM, titles, every row, totals of the page',
    async (language, asked, dialect, file) => {
      const { separator, mark } = dialects[dialect];
      const query = { ...period, format: 'csv', ...(asked === undefined ? {} : { dialect: asked }) };
      const response = await download(state, query, language);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const [header, ...records] = parse(bytes, { bom: true, delimiter: separator }) as string[][];
      expect(header).toEqual(columnKeys.map((key) => catalogues[language].columns[key]));
      const expected = await expectedRows(state.env.db, period, language);
      expect(records).toEqual(expected.map((row) => csvCells(row, mark)));
      // The text survives the separator, quotes and accents; no picture is inline.
      expect(records.map((cells) => cells[column('furniture')])).toContain('Chaise Écorce');
      expect(records.map((cells) => cells[column('supplier')])).toContain('Maison "Bois", Frères');
      // A default room in the reader's words, a room its user named as typed.
      expect(new Set(records.map((cells) => cells[column('room')]))).toEqual(
        new Set(language === 'fr' ? ['Salon', 'Chambre', ''] : ['Salon', 'Room', '']),
      );
      expect(records.every((cells) => !cells[column('imageUrl')]!.startsWith('data:'))).toBe(true);

      // Each row's totals are its units times its quantity, and the columns add up to the page's totals.
      for (const cells of records) {
        const cents = (key: (typeof columnKeys)[number]) =>
          Math.round(Number(cells[column(key)]!.replace(mark, '.')) * 100);
        const quantity = Number(cells[column('quantity')]);
        expect(cents('totalPrice')).toBe(cents('price') * quantity);
        expect(cents('clientTotal')).toBe(cents('clientPrice') * quantity);
      }
      const page = purchaseTotals(expected);
      expect({
        exclVatCents: columnCents(records, column('totalPrice'), mark),
        vatCents: columnCents(records, column('totalVat'), mark),
        inclVatCents: columnCents(records, column('totalInclVat'), mark),
        clientCents: columnCents(records, column('clientTotal'), mark),
      }).toEqual(page);
    },
  );

  it.each<[Language, string]>([
    ['en', '"€"#,##0.00'],
    ['fr', '#,##0.00 "€"'],
  ])(
    'writes the %s XLSX exceljs reads back: frozen titles, euros formatted, dates as dates, a totals row equal to the page',
    async (language, currency) => {
      const words = catalogues[language];
      const response = await download(state, { ...period, format: 'xlsx' }, language);
      expect(response.statusCode, response.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from([response.rawPayload]));
      expect(workbook.worksheets).toHaveLength(1);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(words.sheet_name);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);
      expect(values(1)).toEqual(columnKeys.map((key) => words.columns[key]));

      const expected = await expectedRows(state.env.db, period, language);
      // The titles, a row per line, the totals.
      expect(sheet.actualRowCount).toBe(expected.length + 2);
      expected.forEach((row, index) => {
        const cells = values(index + 2);
        expect(cells).toEqual(
          [
            ...csvCells(row, '.').slice(0, 5),
            row.quantity,
            row.notes,
            ...rowMoneyCents(row).map((cents) => cents / 100),
            row.attribution.projectName,
            row.attribution.operationNumber,
            row.attribution.clientName,
            row.supplier,
            row.supplierReference,
            row.attribution.purchaseOrderNumber ?? '',
            new Date(`${row.attribution.validatedOn}T00:00:00.000Z`),
          ].map((value) => (value === '' ? undefined : value)),
        );
        const excelRow = sheet.getRow(index + 2);
        for (const key of ['price', 'clientPrice', 'totalPrice', 'clientTotal'] as const)
          expect(excelRow.getCell(column(key) + 1).numFmt, key).toBe(currency);
        expect(excelRow.getCell(column('quantity') + 1).numFmt).toBeUndefined();
      });

      const totals = sheet.getRow(expected.length + 2);
      expect(totals.getCell(1).value).toBe(words.export.totals_row);
      expect(totals.getCell(1).font).toMatchObject({ bold: true });
      const last = expected.length + 1;
      const sum = (key: (typeof columnKeys)[number]) => {
        const cell = totals.getCell(column(key) + 1);
        expect(cell.numFmt).toBe(currency);
        const letter = String.fromCharCode(65 + column(key));
        expect(cell.value).toMatchObject({ formula: `SUM(${letter}2:${letter}${last})` });
        return Math.round((cell.value as { result: number }).result * 100);
      };
      expect({
        exclVatCents: sum('totalPrice'),
        vatCents: sum('totalVat'),
        inclVatCents: sum('totalInclVat'),
        clientCents: sum('clientTotal'),
      }).toEqual(purchaseTotals(expected));
      // No sum of unit prices: they add up to nothing an accountant reads.
      for (const key of ['quantity', 'price', 'priceInclVat', 'clientPrice'] as const)
        expect(totals.getCell(column(key) + 1).value, key).toBeNull();
    },
  );
});
