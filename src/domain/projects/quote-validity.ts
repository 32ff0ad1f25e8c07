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
