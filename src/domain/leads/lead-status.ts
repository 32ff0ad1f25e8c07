import type { LeadStatus } from '../enums';

/**
 * The referral status moves the office may make (spec section 4: pending, contacted, referred
 * (signed) or refused). A mistaken click can be undone one step back; a signed lead stays signed
 * unless the office reopens it as contacted.
 */
const nextStatuses = {
  pending: ['contacted', 'refused'],
  contacted: ['referred', 'refused', 'pending'],
  referred: ['contacted'],
  refused: ['contacted'],
} as const satisfies Record<LeadStatus, readonly LeadStatus[]>;

export function leadNextStatuses(status: LeadStatus): readonly LeadStatus[] {
  return nextStatuses[status];
}

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return (nextStatuses[from] as readonly LeadStatus[]).includes(to);
}
