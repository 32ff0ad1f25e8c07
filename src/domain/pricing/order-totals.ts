import type { PurchaseOrderItem } from '../entities/purchase-order.schema';
import { addAmounts, sumAmounts, timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';

/** What the totals of an order read of its lines: the ordered units, at cost, at their rate. */
export type OrderedItem = Pick<PurchaseOrderItem, 'quantity' | 'unitPriceCents' | 'vatRateBp'>;

/**
 * An ordered line at cost (./README.md, rules 2 and 3): its unit price excl. VAT as the version
 * copied it, its VAT rounded once at the unit, times the ordered units (its room's copies are in
 * the quantity already).
 */
export function orderLineAmounts(item: OrderedItem): Amounts {
  return timesAmounts(unitAmounts(item.unitPriceCents, item.vatRateBp), item.quantity);
}

export interface OrderTotals {
  /** Σ of the lines at cost: excl. VAT, VAT and incl. VAT. */
  total: Amounts;
  /** The VAT once per rate, highest first; their sum is `total`. */
  vatRates: { vatRateBp: number; amounts: Amounts }[];
}

/** A purchase order version's cost: its lines' figures added, nothing rounded again. */
export function orderTotals(items: readonly OrderedItem[]): OrderTotals {
  const byRate = new Map<number, Amounts>();
  for (const item of items)
    byRate.set(item.vatRateBp, addAmounts(byRate.get(item.vatRateBp) ?? zeroAmounts, orderLineAmounts(item)));
  const vatRates = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBp, amounts]) => ({ vatRateBp, amounts }));
  return { total: sumAmounts(vatRates.map(({ amounts }) => amounts)), vatRates };
}
