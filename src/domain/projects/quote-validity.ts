import type { Project } from '../entities/project.schema';
import type { ProjectStatus } from '../enums';

/** Spec: a quote is valid one month from the client's submission. */
export const quoteValidityMonths = 1;

/**
 * The last day (ISO date, UTC) a quote submitted at `submittedAt` holds: the same day one calendar
 * month later, or that month's last day when it is shorter (31 January → 28 or 29 February).
 */
export function quoteValidUntil(submittedAt: string): string {
  const submitted = new Date(submittedAt);
  if (Number.isNaN(submitted.getTime())) throw new Error(`quoteValidUntil: ${submittedAt} is not a time`);
  const year = submitted.getUTCFullYear();
  const month = submitted.getUTCMonth() + quoteValidityMonths;
  // Day 0 of the month after is the last day of the target month.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const until = new Date(Date.UTC(year, month, Math.min(submitted.getUTCDate(), lastDay)));
  return until.toISOString().slice(0, 10);
}

/**
 * What the quote says of its validity: before submission, that it will hold one month; once
 * submitted, the day it holds until; once the client accepted it (validation onwards), that it was
 * accepted, since a date that passes then would tell the client its prices expired.
 */
export type QuoteValidity =
  { kind: 'fromSubmission' } | { kind: 'until'; date: string } | { kind: 'accepted' };

export function quoteValidity(project: Pick<Project, 'status' | 'submittedAt'>): QuoteValidity {
  if (acceptedStatuses.has(project.status)) return { kind: 'accepted' };
  if (project.submittedAt === null) return { kind: 'fromSubmission' };
  return { kind: 'until', date: quoteValidUntil(project.submittedAt) };
}

const acceptedStatuses: ReadonlySet<ProjectStatus> = new Set(['validation', 'validated', 'done']);
