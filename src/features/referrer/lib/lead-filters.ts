import type { Lead } from '../../../domain/entities/lead.schema';
import type { LeadStatus } from '../../../domain/enums';

/** `/admin/leads` filters; '' is "all". Dates are YYYY-MM-DD, both days included. */
export interface LeadFilters {
  referrerId: string;
  agentId: string;
  status: LeadStatus | '';
  from: string;
  to: string;
}

export const noLeadFilters: LeadFilters = { referrerId: '', agentId: '', status: '', from: '', to: '' };

type FilteredLead = Pick<Lead, 'businessReferrerId' | 'agentId' | 'referralStatus' | 'createdAt'>;

export function matchesLeadFilters(lead: FilteredLead, filters: LeadFilters): boolean {
  const day = lead.createdAt.slice(0, 10);
  return (
    (filters.referrerId === '' || lead.businessReferrerId === filters.referrerId) &&
    (filters.agentId === '' || lead.agentId === filters.agentId) &&
    (filters.status === '' || lead.referralStatus === filters.status) &&
    (filters.from === '' || day >= filters.from) &&
    (filters.to === '' || day <= filters.to)
  );
}

/** A signed amount as typed ("12500", "12 500,50 €") to cents; null when empty or not an amount. */
export function eurosToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}
