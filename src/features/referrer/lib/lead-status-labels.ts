import type { LeadStatus } from '../../../domain/enums';

/** The words of each referral status (spec section 4), namespace `referrer`. */
export const leadStatusKeys = {
  pending: 'status.pending',
  contacted: 'status.contacted',
  referred: 'status.referred',
  refused: 'status.refused',
} as const satisfies Record<LeadStatus, string>;
