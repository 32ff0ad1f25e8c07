import { Readable } from 'node:stream';
import type { Language } from '../../src/domain/enums';
import { centsToDecimal, exportColumns, type ColumnKind, type PurchaseRow } from '../../src/domain/purchases';
import { textChunks } from './text-chunks';
import { xlsxStyles, xlsxStyleIds } from './xlsx-styles';
import { main, xmlAttribute, xmlHead, xmlText } from './xlsx-xml';
import { zipStream } from './zip-stream';

/*
 * The XLSX is written here, part by part (SpreadsheetML, ECMA-376), into a streaming ZIP: exceljs's
 * streaming writer cloned and keyed a style for every cell and reached 22,000 lines/s where the
 * export needs 50,000 (see tests/bench/benchmarks/export-purchases.ts). exceljs still reads every
 * file back in the tests. One sheet, titles in bold and frozen, numbers as numbers, money as a
 * number in euros with a currency format, dates as dates; strings inline (a shared-strings table
 * would grow with the export); a last row of totals.
 */

const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const columnWidths = { text: 28, integer: 10, money: 16, date: 12 } as const satisfies Record<
  ColumnKind,
  number
>;

const contentTypes = `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="${contentType}.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${contentType}.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="${contentType}.styles+xml"/>\
</Types>`;

const packageRels = `${xmlHead}<Relationships xmlns="${packageRelationships}">\
<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const workbookRels = `${xmlHead}<Relationships xmlns="${packageRelationships}">\
<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/>\
</Relationships>`;

function workbook(sheetName: string): string {
  return `${xmlHead}<workbook xmlns="${main}" xmlns:r="${relationships}">\
<sheets><sheet name="${xmlAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** Column letters A, B, … (the export has fewer than 27 columns). */
const letters = exportColumns.map((_, index) => String.fromCharCode(65 + index));

/** Days from the spreadsheet's epoch (1899-12-30) to 1970-01-01: a date is a count of days. */
const epochOffsetDays = 25_569;
const dayMs = 86_400_000;

/** An inline string cell; an empty text is no cell at all, as a spreadsheet reads an empty one. */
function textCell(reference: string, value: string, style = ''): string {
  if (value === '') return '';
  // Without xml:space a reader may drop leading and trailing spaces.
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

/** Cents become euros only here, in the cell, by integer arithmetic. */
function moneyCell(reference: string, cents: number, style: number, formula = ''): string {
  return `<c r="${reference}" s="${style}">${formula}<v>${centsToDecimal(cents, '.')}</v></c>`;
}

/**
 * One row's cells; `sums` gathers, per column, the cents of the totals the last row adds up, so its
 * figures are these very cells' (kept as the cents they came from, so never off by a rounding).
 */
function rowXml(row: PurchaseRow, number: number, sums: number[]): string {
  let cells = '';
  exportColumns.forEach((column, index) => {
    const reference = `${letters[index]}${number}`;
    switch (column.kind) {
      case 'text':
        cells += textCell(reference, column.value(row));
        return;
      case 'integer': {
        const value = column.value(row);
        if (value !== null) cells += `<c r="${reference}"><v>${value}</v></c>`;
        return;
      }
      case 'money': {
        const cents = column.value(row);
        if (column.per === 'total') sums[index] = (sums[index] ?? 0) + cents;
        cells += moneyCell(reference, cents, xlsxStyleIds.money);
        return;
      }
      case 'date': {
        const day = column.value(row);
        if (day !== '')
          cells += `<c r="${reference}" s="${xlsxStyleIds.date}"><v>${Date.parse(day) / dayMs + epochOffsetDays}</v></c>`;
        return;
      }
    }
  });
  return `<row r="${number}">${cells}</row>`;
}

/**
 * The last row: its label, and under each total column the SUM of the rows above, its value
 * written too (a reader that computes no formula, exceljs among them, reads the sum of the cents).
 * `count` rows of lines sit between the titles (row 1) and it.
 */
function totalsRowXml(label: string, count: number, sums: readonly number[]): string {
  const number = count + 2;
  let cells = textCell(`A${number}`, label, ` s="${xlsxStyleIds.title}"`);
  exportColumns.forEach((column, index) => {
    if (column.kind !== 'money' || column.per !== 'total') return;
    const letter = letters[index]!;
    const formula = count === 0 ? '' : `<f>SUM(${letter}2:${letter}${number - 1})</f>`;
    cells += moneyCell(`${letter}${number}`, sums[index] ?? 0, xlsxStyleIds.totalMoney, formula);
  });
  return `<row r="${number}">${cells}</row>`;
}

function sheetHead(titles: readonly string[]): string {
  const cols = exportColumns
    .map((column, index) => {
      const at = index + 1;
      return `<col min="${at}" max="${at}" width="${columnWidths[column.kind]}" customWidth="1"/>`;
    })
    .join('');
  const titleCells = letters
    .map((letter, index) => textCell(`${letter}1`, titles[index] ?? '', ` s="${xlsxStyleIds.title}"`))
    .join('');
  return `${xmlHead}<worksheet xmlns="${main}" xmlns:r="${relationships}">\
<sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>\
<sheetData><row r="1">${titleCells}</row>`;
}

const sheetTail = '</sheetData></worksheet>';

/** The words of the sheet, in the reader's language: the titles, the sheet's name, the totals' label. */
export interface SheetWords {
  titles: readonly string[];
  sheetName: string;
  totals: string;
}

/**
 * The XLSX as a stream of the rows as they are read: the archive is produced as the client takes
 * it, so a slow or cancelled download stops the reading of rows (memory holds a batch or two). The
 * currency's format follows the reader's language (€1,234.56 or 1 234,56 €).
 */
export function xlsxStream(
  batches: AsyncIterable<PurchaseRow[]>,
  words: SheetWords,
  language: Language,
  exportedAt: Date,
): Readable {
  const sums: number[] = [];
  let count = 0;
  const render = (row: PurchaseRow, index: number) => {
    count = index + 1;
    // Row 1 holds the titles: the line at index i is row i + 2.
    return rowXml(row, index + 2, sums);
  };
  return Readable.from(
    zipStream(
      [
        { name: '[Content_Types].xml', content: contentTypes },
        { name: '_rels/.rels', content: packageRels },
        { name: 'xl/workbook.xml', content: workbook(words.sheetName) },
        { name: 'xl/_rels/workbook.xml.rels', content: workbookRels },
        { name: 'xl/styles.xml', content: xlsxStyles(language) },
        {
          name: 'xl/worksheets/sheet1.xml',
          content: textChunks(
            sheetHead(words.titles),
            batches,
            render,
            () => totalsRowXml(words.totals, count, sums) + sheetTail,
          ),
        },
      ],
      exportedAt,
    ),
  );
}
