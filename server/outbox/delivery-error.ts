/**
 * How a target reports a failed delivery. `permanent`: trying again cannot help (the receiver
 * refused the content), so the message goes straight to the dead letters. `retryAfterMs`: the
 * receiver asked to wait (HTTP 429), which is not a failure and does not use up a try.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  readonly retryAfterMs: number | null;

  constructor(message: string, options: { permanent?: boolean; retryAfterMs?: number | null } = {}) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = options.permanent ?? false;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** Seconds or an HTTP date, as the Retry-After header allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
