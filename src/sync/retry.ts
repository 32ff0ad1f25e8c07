/** First retry after a temporary failure. */
export const RETRY_INITIAL_MS = 1_000;
/** Retries never wait longer than this, however many failed in a row. */
export const RETRY_MAX_MS = 60_000;
/** A push follows a local change this soon, so a burst of edits goes in one request. */
export const PUSH_DEBOUNCE_MS = 50;
/** Fallback pull when no server-sent nudge arrives. */
export const POLL_INTERVAL_MS = 60_000;
/** Mutations per push request (the protocol allows up to 1,000). */
export const PUSH_BATCH_SIZE = 200;
/** Rows per pulled page, each written in one local transaction. */
export const PULL_PAGE_SIZE = 2_000;

/**
 * Exponential backoff with "equal jitter": half the window is fixed so delays always grow, half is
 * random so many clients that failed together do not retry together.
 */
export function retryDelay(attempt: number, random: () => number): number {
  const window = Math.min(RETRY_MAX_MS, RETRY_INITIAL_MS * 2 ** attempt);
  return window / 2 + random() * (window / 2);
}
