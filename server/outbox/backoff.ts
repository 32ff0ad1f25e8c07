export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

/**
 * Wait before try `attempt + 1` after `attempt` failed: exponential, capped, with "equal jitter"
 * (half fixed, half random) so instances retrying after the same outage do not all call together.
 */
export function retryDelayMs(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
