/**
 * Spaces calls to at most `perSecond` starts per second, and holds them all while the receiver has
 * asked to wait (`pauseFor`, from a 429). Per process: two instances share a base's budget, so
 * each is given its share through the configuration.
 */
export function createRateLimiter(
  perSecond: number,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  // A tenth of margin: calls spaced exactly would reach the receiver bunched by network jitter.
  const spacingMs = 1100 / perSecond;
  let nextStart = 0;
  let pausedUntil = 0;
  return {
    /** How much longer the receiver asked to be left alone (0 when it did not). */
    pausedForMs(): number {
      return Math.max(0, pausedUntil - Date.now());
    },
    async take(): Promise<void> {
      const now = Date.now();
      const start = Math.max(now, nextStart);
      nextStart = start + spacingMs;
      if (start > now) await sleep(start - now);
    },
    pauseFor(ms: number): void {
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
      nextStart = Math.max(nextStart, pausedUntil);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
