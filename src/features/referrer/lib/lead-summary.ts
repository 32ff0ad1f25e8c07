import type { Lead } from '../../../domain/entities/lead.schema';
import { leadStatuses, type LeadStatus } from '../../../domain/enums';

/** How many leads stand in each referral status, every status present (zero included), in order. */
export function leadCountsByStatus(
  leads: readonly Pick<Lead, 'referralStatus'>[],
): Record<LeadStatus, number> {
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const lead of leads) counts[lead.referralStatus] += 1;
  return counts;
}

/** Newest first, then by name: the lead just registered or moved is the one looked for. */
export function byNewest<L extends Pick<Lead, 'updatedAt' | 'name'>>(leads: readonly L[]): L[] {
  return [...leads].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name));
}
