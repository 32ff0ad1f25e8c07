import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';
import { isAdmin } from './actors';

/**
 * Who sees a purchase order version (contract-11): the office only. What was ordered, at cost, and
 * when, is the business's own; clients read their quote, installers their verification cards.
 */
export function canSeePurchaseOrder(actor: Actor): boolean {
  return isAdmin(actor);
}

/**
 * Manual stock handling needs a certification (spec section 5): replacing, reducing or removing a
 * line is refused unless the office ticked "I certify…". Going back to the line as quoted is not.
 */
export function manualStockRefusal(args: { change: string; certified?: boolean }): ErrorCode | null {
  return args.change === 'none' || args.certified === true ? null : 'purchase_order/certification_required';
}
