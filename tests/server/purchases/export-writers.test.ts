import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportColumns, type PurchaseRow } from '../../../src/domain/purchases';
import { csvStream } from '../../../server/purchases/csv-export';
import { xlsxStream } from '../../../server/purchases/xlsx-export';
import { rowMoneyCents } from './row-figures';

const titles = exportColumns.map((column) => `Title <${column.key}> & co`);
const words = { titles, sheetName: 'Achats & "ventes"', totals: 'Total <général>' };
const exportedAt = new Date('2026-03-02T09:00:00.000Z');

/** Texts a hand-written sheet must escape or keep: markup, spaces at the ends, lines, accents, emoji. */
const awkward = [
  '<b>Bois & "fer"</b>',
  '  two spaces around  ',
  'line one\nline two',
  'Écorce 🪑',
  'bell\u0007 and tab\t',
];

function row(index: number): PurchaseRow {
  const text = (column: number) => `${awkward[(index + column) % awkward.length]} #${index}`;
  return {
    lineId: `line-${index}`,
    attribution: {
      projectId: 'project',
      projectName: 'Projet',
      operationNumber: 'OP <1>',
      clientName: 'Client & fils',
      purchaseOrderNumber: index % 2 === 0 ? 3 : null,
      validatedOn: '2026-03-29',
    },
    supplier: 'Maison',
    supplierReference: `REF-${index}`,
    room: text(0),
    module: index % 3 === 0 ? text(1) : '',
    furniture: index % 3 === 0 ? '' : text(2),
    link: `https://shop.example/item?id=${index}&size=2`,
    imageUrl: '',
    quantity: index + 1,
    notes: text(3),
    unitPriceCents: 12_345 + index,
    unitInclVatCents: 14_814,
    clientUnitPriceCents: -5 - index,
    totalCents: 1_000_000_00 + index,
    totalVatCents: 0,
    clientTotalCents: -5 - index,
  };
}

/** 3,000 rows in three batches: the files span many chunks of text and of deflated data. */
const rows = Array.from({ length: 3000 }, (_, index) => row(index));

async function* batchesOf(all: readonly PurchaseRow[]): AsyncGenerator<PurchaseRow[]> {
  for (let at = 0; at < all.length; at += 1000) yield all.slice(at, at + 1000);
}

async function readXlsx(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([file]));
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

describe('the export files', () => {
  it('writes an XLSX exceljs reads back cell for cell, awkward texts and all', async () => {
    const file = await buffer(xlsxStream(batchesOf(rows), words, 'fr', exportedAt));
    const sheet = await readXlsx(file);
    expect(sheet.name).toBe('Achats & "ventes"');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font).toBeUndefined();
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(titles);
    expect(sheet.actualRowCount).toBe(rows.length + 2);
    rows.forEach((expected, index) => {
      const cells = sheet.getRow(index + 2);
      const xmlText = (text: string) => text.replace('\u0007', '') || undefined;
      expect((cells.values as unknown[]).slice(1)).toEqual([
        xmlText(expected.room),
        xmlText(expected.module),
        xmlText(expected.furniture),
        expected.link,
        undefined,
        expected.quantity,
        xmlText(expected.notes),
        ...rowMoneyCents(expected).map((cents) => cents / 100),
        'Projet',
        'OP <1>',
        'Client & fils',
        'Maison',
        `REF-${index}`,
        expected.attribution.purchaseOrderNumber ?? undefined,
        new Date('2026-03-29T00:00:00.000Z'),
      ]);
      expect(cells.getCell(6).numFmt).toBeUndefined();
      expect(cells.getCell(12).numFmt).toBe('#,##0.00 "€"');
    });
    // The totals' sums, of 3,000 rows of large and negative cents, to the cent.
    const totals = sheet.getRow(rows.length + 2);
    expect(totals.getCell(1).value).toBe('Total <général>');
    const result = (cell: number) =>
      Math.round((totals.getCell(cell).value as { result: number }).result * 100);
    expect(result(11)).toBe(rows.reduce((sum, expected) => sum + expected.totalCents, 0));
    expect(result(14)).toBe(rows.reduce((sum, expected) => sum + expected.clientTotalCents, 0));
  });

  it('writes a totals row of zeros, and no formula, when there is no line', async () => {
    const sheet = await readXlsx(await buffer(xlsxStream(batchesOf([]), words, 'en', exportedAt)));
    expect(sheet.actualRowCount).toBe(2);
    const totals = sheet.getRow(2);
    expect(totals.getCell(1).value).toBe('Total <général>');
    expect(totals.getCell(11).value).toBe(0);
    expect(totals.getCell(11).numFmt).toBe('"€"#,##0.00');
  });

  it('writes a CSV in many chunks that a parser reads back line for line', async () => {
    const file = await buffer(csvStream(batchesOf(rows), titles, 'semicolon'));
    const records = parse(file, { bom: true, delimiter: ';' }) as string[][];
    expect(records).toHaveLength(rows.length + 1);
    expect(records.slice(1).map((cells) => [cells[0], cells[5], cells[9]])).toEqual(
      rows.map((expected) => [
        expected.room,
        String(expected.quantity),
        (expected.clientUnitPriceCents / 100).toFixed(2).replace('.', ','),
      ]),
    );
  });

  it('fails the download when reading the rows fails, instead of ending a truncated file', async () => {
    async function* failing(): AsyncGenerator<PurchaseRow[]> {
      yield rows.slice(0, 1000);
      throw new Error('the database went away');
    }
    await expect(buffer(xlsxStream(failing(), words, 'fr', exportedAt))).rejects.toThrow(
      'the database went away',
    );
    await expect(buffer(csvStream(failing(), titles, 'comma'))).rejects.toThrow('the database went away');
  });

  it('stops reading rows when the download is cancelled', async () => {
    let batchesRead = 0;
    let sourceEnded = false;
    async function* endless(): AsyncGenerator<PurchaseRow[]> {
      try {
        for (;;) {
          batchesRead++;
          yield rows.slice(0, 1000);
        }
      } finally {
        sourceEnded = true;
      }
    }
    let received = 0;
    // Well into the sheet (the other parts are a few hundred bytes), then the client goes away.
    for await (const chunk of xlsxStream(endless(), words, 'fr', exportedAt)) {
      received += (chunk as Buffer).length;
      if (received > 200_000) break;
    }
    // The stream lets go of its source as it is torn down, after the loop has left.
    await expect.poll(() => sourceEnded, { message: 'the rows were still being read' }).toBe(true);
    expect(batchesRead).toBeLessThan(20);
  });
});
