import type { LocalRow } from '../../../db/database';
import { unavailabilityChanges } from '../../../domain/entities/purchase-order-line.schema';
import type { LineUnavailabilityArgs } from '../../../domain/projects/admin-actions.schema';

export const unavailabilityChoices = [...unavailabilityChanges, 'none'] as const;
export type UnavailabilityChoice = (typeof unavailabilityChoices)[number];

/** What the office picked in the unavailability dialog, as it stands. */
export interface UnavailabilityForm {
  choice: UnavailabilityChoice;
  quantity: number;
  furnitureId: string | null;
  certified: boolean;
}

/** The form a line opens with: what was recorded for it, or one item fewer. */
export function unavailabilityForm(line: LocalRow<'purchaseOrderLines'>): UnavailabilityForm {
  return {
    choice: line.unavailability?.change ?? 'reduce',
    quantity: line.unavailability?.quantity ?? Math.max(1, line.quantity - 1),
    furnitureId: line.unavailability?.furnitureId ?? null,
    certified: false,
  };
}

/** The action's arguments, or the key of what is missing for them. */
export function unavailabilityArgs(
  line: LocalRow<'purchaseOrderLines'>,
  { choice, quantity, furnitureId, certified }: UnavailabilityForm,
): LineUnavailabilityArgs | string {
  switch (choice) {
    case 'replace':
      return furnitureId === null
        ? 'availability.dialog.pick_furniture'
        : { id: line.id, change: choice, furnitureId, certified };
    case 'reduce':
      return quantity >= 1 && quantity < line.quantity
        ? { id: line.id, change: choice, quantity, certified }
        : 'availability.dialog.not_a_reduction';
    case 'remove':
      return { id: line.id, change: choice, certified };
    case 'none':
      return { id: line.id, change: choice };
  }
}
