import type { Lead } from '../entities/lead.schema';
import { exhaustive } from '../enums';
import type { Actor } from '../mutators/transaction';
import { readsTeam } from './actors';

/** Who receives a client's row: the back office, and the users of that client. */
export function canSeeClient(actor: Actor, client: { id: string }): boolean {
  if (actor.kind === 'installer') return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'client':
      return actor.clientId === client.id;
    case 'business_referrer':
      return false;
    default:
      return exhaustive(actor.role);
  }
}

/** Who receives a business referrer's row (its settings, such as canAccessPurchaseOrder): its own users. */
export function canSeeBusinessReferrer(actor: Actor, referrer: { id: string }): boolean {
  if (actor.kind === 'installer') return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'client':
      return false;
    case 'business_referrer':
      return actor.businessReferrerId === referrer.id;
    default:
      return exhaustive(actor.role);
  }
}

/**
 * Who sees a lead (spec section 6): the back office; the referrer's admin and manager every lead
 * of their referrer (the dashboard); an agent its own leads only.
 */
export function canSeeLead(actor: Actor, lead: Pick<Lead, 'businessReferrerId' | 'agentId'>): boolean {
  if (actor.kind === 'installer') return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'client':
      return false;
    case 'business_referrer':
      if (actor.businessReferrerId !== lead.businessReferrerId) return false;
      return readsTeam(actor) || lead.agentId === actor.userId;
    default:
      return exhaustive(actor.role);
  }
}
