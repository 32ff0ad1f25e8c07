import type { Language } from '../enums';
import type { PurchaseRow } from './purchase-rows';
import type { CsvDialect, ExportFormat, PurchaseFilter } from './purchase-filter.schema';

/**
 * What a column holds, which says how the CSV writes it and how the XLSX types its cell: money is
 * a figure per unit or a row's total (unit × quantity), the totals row adding up the totals only.
 */
export type ExportColumn =
  | { key: string; kind: 'text'; value: (row: PurchaseRow) => string }
  | { key: string; kind: 'integer'; value: (row: PurchaseRow) => number | null }
  | { key: string; kind: 'money'; per: 'unit' | 'total'; value: (row: PurchaseRow) => number }
  | { key: string; kind: 'date'; value: (row: PurchaseRow) => string };
export type ColumnKind = ExportColumn['kind'];

/**
 * The accounting export's columns: spec section 3's in their order (the money's titles saying per
 * unit or total), the totals incl. VAT and to the client, then what attributes a line to its
 * project, client, supplier and order. Titles are the keys `columns.<key>` of the `purchases`
 * translations, so the page and the file name them alike.
 */
export const exportColumns = [
  { key: 'room', kind: 'text', value: (row) => row.room },
  { key: 'module', kind: 'text', value: (row) => row.module },
  { key: 'furniture', kind: 'text', value: (row) => row.furniture },
  { key: 'link', kind: 'text', value: (row) => row.link },
  { key: 'imageUrl', kind: 'text', value: (row) => row.imageUrl },
  { key: 'quantity', kind: 'integer', value: (row) => row.quantity },
  { key: 'notes', kind: 'text', value: (row) => row.notes },
  { key: 'price', kind: 'money', per: 'unit', value: (row) => row.unitPriceCents },
  { key: 'priceInclVat', kind: 'money', per: 'unit', value: (row) => row.unitInclVatCents },
  { key: 'clientPrice', kind: 'money', per: 'unit', value: (row) => row.clientUnitPriceCents },
  { key: 'totalPrice', kind: 'money', per: 'total', value: (row) => row.totalCents },
  { key: 'totalVat', kind: 'money', per: 'total', value: (row) => row.totalVatCents },
  {
    key: 'totalInclVat',
    kind: 'money',
    per: 'total',
    value: (row) => row.totalCents + row.totalVatCents,
  },
  { key: 'clientTotal', kind: 'money', per: 'total', value: (row) => row.clientTotalCents },
  { key: 'project', kind: 'text', value: (row) => row.attribution.projectName },
  { key: 'operationNumber', kind: 'text', value: (row) => row.attribution.operationNumber },
  { key: 'client', kind: 'text', value: (row) => row.attribution.clientName },
  { key: 'supplier', kind: 'text', value: (row) => row.supplier },
  { key: 'supplierReference', kind: 'text', value: (row) => row.supplierReference },
  { key: 'purchaseOrder', kind: 'integer', value: (row) => row.attribution.purchaseOrderNumber },
  { key: 'validatedOn', kind: 'date', value: (row) => row.attribution.validatedOn },
] as const satisfies readonly ExportColumn[];
export type ExportColumnKey = (typeof exportColumns)[number]['key'];

/** The CSV conventions of each dialect, so a spreadsheet of its locale splits fields and reads numbers. */
export const csvConventions = {
  comma: { separator: ',', decimalMark: '.' },
  semicolon: { separator: ';', decimalMark: ',' },
} as const satisfies Record<CsvDialect, { separator: string; decimalMark: string }>;

/** The dialect a spreadsheet in the reader's language expects, unless the reader chose another. */
export const languageCsvDialects = {
  en: 'comma',
  fr: 'semicolon',
} as const satisfies Record<Language, CsvDialect>;

/** Cents as a plain decimal (no grouping, no currency), by integer arithmetic: 123456 → "1234.56". */
export function centsToDecimal(cents: number, decimalMark: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${decimalMark}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV field. Security: a text starting with = + - @ or a control character is prefixed with
 * a quote, so a note typed by a client cannot run as a formula in the accountant's spreadsheet.
 */
export function csvField(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record (CRLF-terminated, RFC 4180) of a row; a date is ISO 8601, which either dialect reads. */
export function csvRecord(row: PurchaseRow, dialect: CsvDialect): string {
  const { separator, decimalMark } = csvConventions[dialect];
  const fields = exportColumns.map((column) => {
    switch (column.kind) {
      case 'text':
        return csvField(column.value(row), separator);
      case 'integer':
        return String(column.value(row) ?? '');
      case 'money':
        return centsToDecimal(column.value(row), decimalMark);
      case 'date':
        return column.value(row);
    }
  });
  return `${fields.join(separator)}\r\n`;
}

/** The header record from the translated titles, in column order. */
export function csvHeader(titles: readonly string[], dialect: CsvDialect): string {
  const { separator } = csvConventions[dialect];
  return `${titles.map((title) => csvField(title, separator)).join(separator)}\r\n`;
}

/** The words of an export's file name, in the reader's language (purchases.json, `export.file_*`). */
export interface ExportFileWords {
  purchases: string;
  exported: string;
}

/**
 * `purchases_2026-03-01_2026-04-01_exported_20260402T101500Z.csv` (`achats_…_export_…` in French):
 * the period and the export time, UTC.
 */
export function exportFileName(
  filter: Pick<PurchaseFilter, 'start' | 'end'>,
  exportedAt: Date,
  format: ExportFormat,
  words: ExportFileWords,
): string {
  const stamp = exportedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${words.purchases}_${filter.start}_${filter.end}_${words.exported}_${stamp}.${format}`;
}
