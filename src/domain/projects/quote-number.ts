/**
 * A quote's number: the year of its first submission (server time, UTC) and its rank among that
 * year's quotes, "Q-2026-0001". Four digits sort well up to 9,999 quotes a year; past that the rank
 * simply grows longer.
 */
export function formatQuoteNumber(year: number, rank: number): string {
  return `Q-${year}-${String(rank).padStart(4, '0')}`;
}
