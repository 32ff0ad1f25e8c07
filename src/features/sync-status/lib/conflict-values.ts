import type { TFunction } from 'i18next';

/** The label of each field the conflict rules cover, as literal keys so the locale test checks them. */
const fieldLabelKeys: Record<string, string> = {
  quantity: 'conflicts:fields.quantity',
  unitPriceCents: 'conflicts:fields.unitPriceCents',
  notes: 'conflicts:fields.notes',
  multiplier: 'conflicts:fields.multiplier',
  name: 'conflicts:fields.name',
  position: 'conflicts:fields.position',
  projectType: 'conflicts:fields.projectType',
  address: 'conflicts:fields.address',
  projectAccessNotes: 'conflicts:fields.projectAccessNotes',
  note: 'conflicts:fields.note',
  billingType: 'conflicts:fields.billingType',
  clientBudgetCents: 'conflicts:fields.clientBudgetCents',
  shoppingListUrl: 'conflicts:fields.shoppingListUrl',
  options: 'conflicts:fields.options',
  dates: 'conflicts:fields.dates',
  quantityChecked: 'conflicts:fields.quantityChecked',
  checked: 'conflicts:fields.checked',
  returnedToWarehouse: 'conflicts:fields.returnedToWarehouse',
  problemStatus: 'conflicts:fields.problemStatus',
};

export function conflictFieldLabelKey(field: string): string {
  return fieldLabelKeys[field] ?? 'conflicts:fields.other';
}

/**
 * A stored value as a person reads it: money as money, yes/no, lists and small objects (an address,
 * dates) as their filled parts, never as JSON.
 */
export function conflictValueText(
  value: unknown,
  field: string,
  t: TFunction,
  formatMoney: (cents: number) => string,
): string {
  if (value === null || value === undefined || value === '') return t('conflicts:empty');
  if (typeof value === 'boolean') return t(value ? 'conflicts:yes' : 'conflicts:no');
  if (typeof value === 'number') return field.endsWith('Cents') ? formatMoney(value) : String(value);
  if (typeof value === 'string') return value;
  const parts = (Array.isArray(value) ? value : Object.values(value as Record<string, unknown>)).filter(
    (part): part is string | number => (typeof part === 'string' && part !== '') || typeof part === 'number',
  );
  return parts.length === 0 ? t('conflicts:empty') : parts.join(', ');
}

/** The fields a change set, as its args name them (a `patch`, or top-level fields such as `quantity`). */
export function changedFields(args: unknown): [field: string, value: unknown][] {
  if (typeof args !== 'object' || args === null) return [];
  const record = args as Record<string, unknown>;
  const patch = record.patch;
  const source = typeof patch === 'object' && patch !== null ? (patch as Record<string, unknown>) : record;
  return Object.entries(source).filter(([field, value]) => field in fieldLabelKeys && value !== undefined);
}
