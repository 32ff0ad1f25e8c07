import type { FurnitureRange, FurnitureRangeItem } from '../../../domain/entities/furniture-range.schema';
import type { FieldKeys } from './furniture-draft';
import { centsToEuroText, parseEuros } from '../../../lib/money-input';

export interface RangeDraft {
  name: string;
  note: string;
  /** Euros as typed; empty means no maximum. */
  maxPrice: string;
  items: FurnitureRangeItem[];
  archived: boolean;
}

export const emptyRangeDraft: RangeDraft = { name: '', note: '', maxPrice: '', items: [], archived: false };

export function draftFromRange(row: FurnitureRange): RangeDraft {
  return {
    name: row.name,
    note: row.note,
    maxPrice: centsToEuroText(row.maxPriceCents),
    items: row.items.map((item) => ({ ...item })),
    archived: row.archived,
  };
}

export type RangeValues = Omit<FurnitureRange, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The draft as a range's fields, or field messages. The core rule (spec section 5: at least one
 * hearted item) is checked here too, so the message is the catalogue's own sentence by the list.
 */
export function rangeValues(draft: RangeDraft): { values: RangeValues } | { errors: FieldKeys } {
  const errors: FieldKeys = {};
  const maxText = draft.maxPrice.trim();
  const maxPriceCents = maxText === '' ? null : parseEuros(maxText);
  if (maxText !== '' && maxPriceCents === null) errors.maxPriceCents = 'catalogue:validation.amount_invalid';
  if (!draft.items.some((item) => item.core)) errors.items = 'catalogue:range.needs_core';
  if (draft.name.trim() === '') errors.name = 'validation:required';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      name: draft.name,
      note: draft.note,
      maxPriceCents,
      items: draft.items,
      archived: draft.archived,
    },
  };
}
