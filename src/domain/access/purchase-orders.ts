import type { Actor } from '../mutators/transaction';
import { isAdmin } from './actors';

/**
 * Who sees a purchase order version (contract-11): the office only. What was ordered, at cost, and
 * when, is the business's own; clients read their quote, installers their verification cards.
 */
export function canSeePurchaseOrder(actor: Actor): boolean {
  return isAdmin(actor);
}
