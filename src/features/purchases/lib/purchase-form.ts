import type { BillingType } from '../../../domain/enums';
import {
  monthOf,
  purchaseFilterSchema,
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

/** The export's query string: the filter as the server reads it, and the file's format. */
export function exportPath(filter: PurchaseFilter, format: ExportFormat): string {
  const query = new URLSearchParams({ start: filter.start, end: filter.end, format });
  for (const key of ['clientId', 'projectId', 'supplier', 'billingType'] as const) {
    const value = filter[key];
    if (value !== undefined) query.set(key, value);
  }
  return `purchases/export?${query.toString()}`;
}
