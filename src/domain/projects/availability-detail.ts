import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import { exhaustive } from '../enums';

export type AvailabilityDetail = { kind: 'expected'; date: string } | { kind: 'remaining'; count: number };

/**
 * The figure a line's availability state shows beside its name (spec section 4): the expected date
 * of an item bought or still to buy, the quantity left of a modified one, nothing for the others. A
 * date kept from an earlier state never shows under a state it does not belong to.
 */
export function availabilityDetail(
  line: Pick<PurchaseOrderLine, 'availability' | 'availabilityDate' | 'availableQuantity'>,
): AvailabilityDetail | null {
  switch (line.availability) {
    case 'bought_expected':
    case 'not_bought_expected':
      return line.availabilityDate === null ? null : { kind: 'expected', date: line.availabilityDate };
    case 'quantity_modified':
      return line.availableQuantity === null ? null : { kind: 'remaining', count: line.availableQuantity };
    case null:
    case 'available_in_warehouse':
    case 'prepared_in_warehouse':
    case 'not_found_in_erp':
    case 'unavailable':
      return null;
    default:
      return exhaustive(line.availability);
  }
}
