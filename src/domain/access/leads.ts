import type { BusinessReferrer } from '../entities/business-referrer.schema';
import type { Lead } from '../entities/lead.schema';
import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';
import { isAdmin } from './actors';
import { canSeeLead } from './organisations';

/** A lead's fields only the office sets, each with the value a referrer's new lead must carry. */
const officeFieldsAtCreate = {
  referralStatus: 'pending',
  firstContractAt: null,
  projectId: null,
  contractValueCents: null,
} as const satisfies Partial<Lead>;

type OfficeField = keyof typeof officeFieldsAtCreate;

/**
 * Who may register a lead (spec sections 2 and 6): the office for any referrer; a referrer's user
 * for its own referrer, as the lead's agent (My Leads lists what an agent brought), and only with
 * the office's fields as a new lead has them (pending, no first contract, project nor value).
 */
export function leadCreateRefusal(
  actor: Actor,
  lead: Pick<Lead, 'businessReferrerId' | 'agentId' | OfficeField>,
): ErrorCode | null {
  if (isAdmin(actor)) return null;
  if (actor.kind !== 'user' || actor.role !== 'business_referrer' || actor.businessReferrerId === null)
    return 'auth/forbidden';
  if (lead.businessReferrerId !== actor.businessReferrerId || lead.agentId !== actor.userId)
    return 'auth/forbidden';
  const fields = Object.keys(officeFieldsAtCreate) as OfficeField[];
  const setsOfficeField = fields.some((field) => lead[field] !== officeFieldsAtCreate[field]);
  return setsOfficeField ? 'auth/forbidden' : null;
}

/**
 * Who may change a lead once registered (its details, its referral status, the project it became):
 * the office. Security: a lead the actor cannot see answers not_found, like a missing one.
 */
export function leadWriteRefusal(actor: Actor, lead: Lead | undefined): ErrorCode | null {
  if (lead === undefined || !canSeeLead(actor, lead)) return 'not_found';
  return isAdmin(actor) ? null : 'auth/forbidden';
}

/**
 * Who may open the purchase order a lead became, read only (spec section 6): the office; a
 * referrer's user who sees the lead, when its referrer's `canAccessPurchaseOrder` is on. Off, the
 * server refuses the read itself, not only the menu.
 */
export function leadPurchaseOrderRefusal(
  actor: Actor,
  lead: Pick<Lead, 'businessReferrerId' | 'agentId' | 'projectId'> | undefined,
  referrer: Pick<BusinessReferrer, 'id' | 'canAccessPurchaseOrder'> | undefined,
): ErrorCode | null {
  if (lead === undefined || !canSeeLead(actor, lead)) return 'not_found';
  if (lead.projectId === null) return 'not_found';
  if (isAdmin(actor)) return null;
  const allowed = referrer?.id === lead.businessReferrerId && referrer.canAccessPurchaseOrder;
  return allowed ? null : 'auth/forbidden';
}
