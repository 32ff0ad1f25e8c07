import type { Lead } from '../entities/lead.schema';
import { leadStatuses, type LeadStatus } from '../enums';

type ReportLead = Pick<Lead, 'agentId' | 'referralStatus' | 'createdAt' | 'contractValueCents'>;

export interface LeadFigures {
  total: number;
  byStatus: Record<LeadStatus, number>;
  /** Referred (signed) leads over all leads, 0 to 1; 0 when there is none. */
  conversion: number;
  /** The signed projects' value excluding VAT, in cents. */
  signedValueCents: number;
}

function emptyCounts(): Record<LeadStatus, number> {
  return Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
}

export function leadFigures(leads: readonly ReportLead[]): LeadFigures {
  const byStatus = emptyCounts();
  let signedValueCents = 0;
  for (const lead of leads) {
    byStatus[lead.referralStatus] += 1;
    if (lead.referralStatus === 'referred') signedValueCents += lead.contractValueCents ?? 0;
  }
  const total = leads.length;
  return { total, byStatus, conversion: total === 0 ? 0 : byStatus.referred / total, signedValueCents };
}

/** The figures of each agent (null: leads registered by the office with no agent), most leads first. */
export function figuresByAgent(
  leads: readonly ReportLead[],
): { agentId: string | null; figures: LeadFigures }[] {
  const groups = new Map<string | null, ReportLead[]>();
  for (const lead of leads) groups.set(lead.agentId, [...(groups.get(lead.agentId) ?? []), lead]);
  return [...groups]
    .map(([agentId, group]) => ({ agentId, figures: leadFigures(group) }))
    .sort((a, b) => b.figures.total - a.figures.total);
}

export interface MonthFigures {
  /** YYYY-MM (UTC). */
  month: string;
  registered: number;
  referred: number;
}

/** Leads registered in each of the `count` months up to `now`'s (UTC), oldest first, and how many signed. */
export function figuresByMonth(leads: readonly ReportLead[], now: Date, count = 12): MonthFigures[] {
  const months: MonthFigures[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push({ month: day.toISOString().slice(0, 7), registered: 0, referred: 0 });
  }
  const byMonth = new Map(months.map((entry) => [entry.month, entry]));
  for (const lead of leads) {
    const entry = byMonth.get(lead.createdAt.slice(0, 7));
    if (entry === undefined) continue;
    entry.registered += 1;
    if (lead.referralStatus === 'referred') entry.referred += 1;
  }
  return months;
}
