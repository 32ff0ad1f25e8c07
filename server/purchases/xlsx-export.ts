import { Readable } from 'node:stream';
import { centsToDecimal, exportColumns, type ColumnKind, type PurchaseRow } from '../../src/domain/purchases';
import { textChunks } from './text-chunks';
import { zipStream } from './zip-stream';

/*
 * The XLSX is written here, part by part (SpreadsheetML, ECMA-376), into a streaming ZIP: exceljs's
 * streaming writer cloned and keyed a style for every cell and reached 22,000 lines/s where the
 * export needs 50,000 (see tests/bench/benchmarks/export-purchases.ts). exceljs still reads every
 * file back in the tests. One sheet, titles in bold and frozen, numbers as numbers, money as a
 * number in currency units with a grouped two-decimal format; strings inline (a shared-strings
 * table would grow with the export).
 */

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const columnWidths = { text: 28, integer: 10, money: 14 } as const satisfies Record<ColumnKind, number>;
/** Indexes into styles.xml's cellXfs: 1 bold (the titles), 2 money ("#,##0.00" is built-in format 4). */
const titleStyle = 1;
const moneyStyle = 2;

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

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const styles = `${xmlHead}<styleSheet xmlns="${main}">\
<fonts count="2">${font(false)}${font(true)}</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

// XML 1.0 allows no C0 control character but tab, line feed and carriage return, nor U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex -- the pattern names the control characters XML forbids, on purpose
const notXmlText = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- the pattern names the control characters XML forbids, on purpose
const notXmlTextAll = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
function xmlText(value: string): string {
  return notXmlText.test(value) ? value.replace(notXmlTextAll, (char) => entities[char] ?? '') : value;
}

function xmlAttribute(value: string): string {
  return xmlText(value).replaceAll('"', '&quot;');
}

function workbook(sheetName: string): string {
  return `${xmlHead}<workbook xmlns="${main}" xmlns:r="${relationships}">\
<sheets><sheet name="${xmlAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** Column letters A, B, … (the export has fewer than 27 columns). */
const letters = exportColumns.map((_, index) => String.fromCharCode(65 + index));

/** An inline string cell; an empty text is no cell at all, as a spreadsheet reads an empty one. */
function textCell(reference: string, value: string, style = ''): string {
  if (value === '') return '';
  // Without xml:space a reader may drop leading and trailing spaces.
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

function rowXml(row: PurchaseRow, number: number): string {
  let cells = '';
  exportColumns.forEach((column, index) => {
    const reference = `${letters[index]}${number}`;
    switch (column.kind) {
      case 'text':
        cells += textCell(reference, column.value(row));
        return;
      case 'integer':
        cells += `<c r="${reference}"><v>${column.value(row)}</v></c>`;
        return;
      case 'money':
        // Cents become currency units only here, in the cell, by integer arithmetic.
        cells += `<c r="${reference}" s="${moneyStyle}"><v>${centsToDecimal(column.value(row), '.')}</v></c>`;
        return;
    }
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
    .map((letter, index) => textCell(`${letter}1`, titles[index] ?? '', ` s="${titleStyle}"`))
    .join('');
  return `${xmlHead}<worksheet xmlns="${main}" xmlns:r="${relationships}">\
<sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>\
<sheetData><row r="1">${titleCells}</row>`;
}

const sheetTail = '</sheetData></worksheet>';

/**
 * The XLSX as a stream of the rows as they are read: the archive is produced as the client takes
 * it, so a slow or cancelled download stops the reading of rows (memory holds a batch or two).
 */
export function xlsxStream(
  batches: AsyncIterable<PurchaseRow[]>,
  titles: readonly string[],
  sheetName: string,
  exportedAt: Date,
): Readable {
  return Readable.from(
    zipStream(
      [
        { name: '[Content_Types].xml', content: contentTypes },
        { name: '_rels/.rels', content: packageRels },
        { name: 'xl/workbook.xml', content: workbook(sheetName) },
        { name: 'xl/_rels/workbook.xml.rels', content: workbookRels },
        { name: 'xl/styles.xml', content: styles },
        {
          name: 'xl/worksheets/sheet1.xml',
          // Row 1 holds the titles: the line at index i is row i + 2.
          content: textChunks(sheetHead(titles), batches, (row, index) => rowXml(row, index + 2), sheetTail),
        },
      ],
      exportedAt,
    ),
  );
}
