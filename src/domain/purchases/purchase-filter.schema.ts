import { z } from 'zod';
import { billingTypes } from '../enums';

/** How the purchases page groups its lines. */
export const purchaseGroupings = ['project', 'supplier'] as const;
export type PurchaseGrouping = (typeof purchaseGroupings)[number];

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * How a CSV separates its fields and writes its decimals, as a spreadsheet of a locale reads it:
 * `comma` (1234.56, as English Excel), `semicolon` (1234,56, as French Excel, where the comma is
 * the decimal mark).
 */
export const csvDialects = ['comma', 'semicolon'] as const;
export type CsvDialect = (typeof csvDialects)[number];

/** The statuses whose lines are purchases: validated (in preparation) and done (installed). */
export const purchasedStatuses = ['validated', 'done'] as const;

/**
 * The selection of the purchases page and of its export (spec section 5): `start` and `end` are
 * calendar dates read in UTC, the start included and the end excluded. Strict: an unknown filter is
 * refused, never ignored, so a typo cannot widen an accounting export.
 */
export const purchaseFilterSchema = z
  .strictObject({
    start: z.iso.date({ error: 'invalid_date' }),
    end: z.iso.date({ error: 'invalid_date' }),
    clientId: z.uuid().optional(),
    projectId: z.uuid().optional(),
    supplier: z.string().max(120).optional(),
    billingType: z.enum(billingTypes).optional(),
  })
  .refine((filter) => filter.end > filter.start, { path: ['end'], error: 'end_before_start' });
export type PurchaseFilter = z.infer<typeof purchaseFilterSchema>;

/** The export's query: the filter, the file's format and, for a CSV, its dialect (else the reader's language's). */
export const purchaseExportQuerySchema = purchaseFilterSchema.safeExtend({
  format: z.enum(exportFormats),
  dialect: z.enum(csvDialects, { error: 'csv_dialect_invalid' }).optional(),
});
export type PurchaseExportQuery = z.infer<typeof purchaseExportQuerySchema>;

const dayMs = 86_400_000;

/** The period as instants: [from, to). */
export function periodBounds(filter: Pick<PurchaseFilter, 'start' | 'end'>): { from: string; to: string } {
  return { from: `${filter.start}T00:00:00.000Z`, to: `${filter.end}T00:00:00.000Z` };
}

/** The longest period the accounting export accepts unless the server's config says otherwise. */
export const defaultExportMaxDays = 366;

/** Whole days from start to end (both ISO dates). */
export function periodDays(filter: Pick<PurchaseFilter, 'start' | 'end'>): number {
  return Math.round((Date.parse(filter.end) - Date.parse(filter.start)) / dayMs);
}

/** Whether an instant falls in the period: the start instant is in, the end instant is out. */
export function inPeriod(instant: string, filter: Pick<PurchaseFilter, 'start' | 'end'>): boolean {
  const { from, to } = periodBounds(filter);
  const at = Date.parse(instant);
  return at >= Date.parse(from) && at < Date.parse(to);
}

/** The calendar month (UTC) holding `now`, as the page's first period. */
export function monthOf(now: Date): Pick<PurchaseFilter, 'start' | 'end'> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(new Date(Date.UTC(year, month, 1))), end: iso(new Date(Date.UTC(year, month + 1, 1))) };
}
