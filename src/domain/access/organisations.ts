import type { Lead } from '../entities/lead.schema';
import type { Actor } from '../mutators/transaction';
import { isAdmin, readsTeam } from './actors';

/** Who receives a client's row: the back office, and the users of that client. */
export function canSeeClient(actor: Actor, client: { id: string }): boolean {
  if (isAdmin(actor)) return true;
  return actor.kind === 'user' && actor.role === 'client' && actor.clientId === client.id;
}

/** Who receives a business referrer's row (its settings, such as canAccessPurchaseOrder): its own users. */
export function canSeeBusinessReferrer(actor: Actor, referrer: { id: string }): boolean {
  if (isAdmin(actor)) return true;
  return (
    actor.kind === 'user' && actor.role === 'business_referrer' && actor.businessReferrerId === referrer.id
  );
}

/**
 * Who sees a lead (spec section 6): the back office; the referrer's admin and manager every lead
 * of their referrer (the dashboard); an agent its own leads only.
 */
export function canSeeLead(actor: Actor, lead: Pick<Lead, 'businessReferrerId' | 'agentId'>): boolean {
  if (isAdmin(actor)) return true;
  if (actor.kind !== 'user' || !canSeeBusinessReferrer(actor, { id: lead.businessReferrerId })) return false;
  return readsTeam(actor) || lead.agentId === actor.userId;
}
