import type { BillingType } from '../../../domain/enums';
import {
  monthOf,
  periodDays,
  purchaseFilterSchema,
  type CsvDialect,
  type ExportFormat,
  type PurchaseFilter,
  type PurchaseGrouping,
} from '../../../domain/purchases';
import { validationLabelKey, type ValidationLabelKey } from '../../../i18n/validation-labels';

/** The page's filters as the fields hold them: '' means "all". */
export interface PurchaseForm {
  start: string;
  end: string;
  clientId: string;
  projectId: string;
  supplier: string;
  billingType: BillingType | '';
  groupBy: PurchaseGrouping;
}

export function initialForm(now: Date): PurchaseForm {
  return { ...monthOf(now), clientId: '', projectId: '', supplier: '', billingType: '', groupBy: 'project' };
}

export type DateField = 'start' | 'end';

export type FormReading =
  | { ok: true; filter: PurchaseFilter }
  | { ok: false; errors: Partial<Record<DateField, ValidationLabelKey>> };

/** The filter the fields say, through the same schema the server checks, or each date's message. */
export function readForm(form: PurchaseForm): FormReading {
  const parsed = purchaseFilterSchema.safeParse({
    start: form.start,
    end: form.end,
    clientId: form.clientId || undefined,
    projectId: form.projectId || undefined,
    supplier: form.supplier || undefined,
    billingType: form.billingType || undefined,
  });
  if (parsed.success) return { ok: true, filter: parsed.data };
  const errors: Partial<Record<DateField, ValidationLabelKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== 'start' && field !== 'end') continue;
    errors[field] ??= validationLabelKey(issue.message) ?? 'validation:invalid';
  }
  return { ok: false, errors };
}

/** A period longer than the export accepts: its length and the limit, said beside its end. */
export interface ExportLimit {
  max: number;
  days: number;
}

/**
 * Whether the export would refuse the period (the server holds the same limit): the page still
 * lists it, but says so when the period is chosen rather than at download.
 */
export function exportLimitOf(filter: PurchaseFilter | null, maxDays: number): ExportLimit | null {
  if (filter === null) return null;
  const days = periodDays(filter);
  return days > maxDays ? { max: maxDays, days } : null;
}

/** What the export dialog asks: the file's format, and a CSV's dialect. */
export interface ExportChoice {
  format: ExportFormat;
  dialect: CsvDialect;
}

/** The export's query string: the filter as the server reads it, the file's format and a CSV's dialect. */
export function exportPath(filter: PurchaseFilter, { format, dialect }: ExportChoice): string {
  const query = new URLSearchParams({ start: filter.start, end: filter.end, format });
  if (format === 'csv') query.set('dialect', dialect);
  for (const key of ['clientId', 'projectId', 'supplier', 'billingType'] as const) {
    const value = filter[key];
    if (value !== undefined) query.set(key, value);
  }
  return `purchases/export?${query.toString()}`;
}
