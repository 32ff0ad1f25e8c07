import type { Language } from '../enums';
import type { PurchaseRow } from './purchase-rows';
import type { ExportFormat, PurchaseFilter } from './purchase-filter.schema';

/** What a column holds: how the CSV writes it and how the XLSX cell is typed. */
export type ColumnKind = 'text' | 'integer' | 'money';

/**
 * The accounting export's columns of spec section 3, in their order. Titles are the keys
 * `columns.<key>` of the `purchases` translations, so the page and the file name them alike.
 */
export const exportColumns = [
  { key: 'room', kind: 'text', value: (row) => row.room },
  { key: 'module', kind: 'text', value: (row) => row.module },
  { key: 'furniture', kind: 'text', value: (row) => row.furniture },
  { key: 'link', kind: 'text', value: (row) => row.link },
  { key: 'imageUrl', kind: 'text', value: (row) => row.imageUrl },
  { key: 'quantity', kind: 'integer', value: (row) => row.quantity },
  { key: 'notes', kind: 'text', value: (row) => row.notes },
  { key: 'price', kind: 'money', value: (row) => row.unitPriceCents },
  { key: 'priceInclVat', kind: 'money', value: (row) => row.unitInclVatCents },
  { key: 'clientPrice', kind: 'money', value: (row) => row.clientUnitPriceCents },
  { key: 'totalPrice', kind: 'money', value: (row) => row.totalCents },
  { key: 'totalVat', kind: 'money', value: (row) => row.totalVatCents },
] as const satisfies readonly {
  key: string;
  kind: ColumnKind;
  value: (row: PurchaseRow) => string | number;
}[];
export type ExportColumnKey = (typeof exportColumns)[number]['key'];

/** The CSV conventions of each language, so a spreadsheet in that language splits and reads numbers. */
export const csvConventions = {
  en: { separator: ',', decimalMark: '.' },
  fr: { separator: ';', decimalMark: ',' },
} as const satisfies Record<Language, { separator: string; decimalMark: string }>;

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

/** One CSV record (CRLF-terminated, RFC 4180) of a row. */
export function csvRecord(row: PurchaseRow, language: Language): string {
  const { separator, decimalMark } = csvConventions[language];
  const fields = exportColumns.map((column) => {
    switch (column.kind) {
      case 'text':
        return csvField(column.value(row), separator);
      case 'integer':
        return String(column.value(row));
      case 'money':
        return centsToDecimal(column.value(row), decimalMark);
    }
  });
  return `${fields.join(separator)}\r\n`;
}

/** The header record from the translated titles, in column order. */
export function csvHeader(titles: readonly string[], language: Language): string {
  const { separator } = csvConventions[language];
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
