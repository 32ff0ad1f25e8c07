import type { BillingType } from '../../../../domain/enums';
import { exhaustive } from '../../../../domain/enums';

/** The sections of a project's follow-up page (spec section 2), in the order they are shown. */
export const detailTabIds = [
  'advancement',
  'details',
  'furniture',
  'quote',
  'finance',
  'reserves',
  'agreement',
] as const;
export type DetailTabId = (typeof detailTabIds)[number];

/** The tabs a project has: a bought project has no rental agreement. */
export function detailTabsFor(billingType: BillingType): DetailTabId[] {
  switch (billingType) {
    case 'rent':
      return [...detailTabIds];
    case 'buy':
      return detailTabIds.filter((id) => id !== 'agreement');
    default:
      return exhaustive(billingType);
  }
}

export function isDetailTabId(value: unknown): value is DetailTabId {
  return typeof value === 'string' && (detailTabIds as readonly string[]).includes(value);
}
