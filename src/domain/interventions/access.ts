import type { ErrorCode } from '../errors';
import { isAdmin } from '../mutators/permissions';
import type { Actor } from '../mutators/transaction';

/**
 * Who may work on a purchase order's intervention: admins, and an installer whose link is for this
 * purchase order. Security: for an installer, another purchase order answers not_found, as if it
 * did not exist; the row's absence is checked by the caller first for the same reason.
 */
export function interventionWorkRefusal(actor: Actor, purchaseOrderId: string): ErrorCode | null {
  if (isAdmin(actor)) return null;
  if (actor.kind === 'installer') return actor.purchaseOrderId === purchaseOrderId ? null : 'not_found';
  return 'auth/forbidden';
}
