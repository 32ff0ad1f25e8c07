import type { ErrorCode } from '../errors';

/**
 * Why a project may not be deleted: once ordered, its purchase orders, interventions and ERP order
 * would be orphaned and the order left running, so it is cancelled instead.
 */
export function projectDeleteRefusal(purchaseOrderCount: number): ErrorCode | null {
  return purchaseOrderCount > 0 ? 'project/ordered' : null;
}
