import type { FurnitureRangeItem } from '../entities/furniture-range.schema';

/** Validation key of the range core rule (namespace `validation`). */
export const rangeNeedsCoreKey = 'range_needs_core';

/** Spec section 5: a range needs at least one hearted (core) furniture. */
export function rangeHasCore(items: readonly Pick<FurnitureRangeItem, 'core'>[]): boolean {
  return items.some((item) => item.core);
}
