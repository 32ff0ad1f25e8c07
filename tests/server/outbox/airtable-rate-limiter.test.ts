import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../server/integrations/airtable/rate-limiter';

// On a clock only the test moves: the spacing is the limiter's rule, not how busy the machine is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts `count` calls at once; resolves with the clock's time at which each was let through. */
async function startTimes(limiter: ReturnType<typeof createRateLimiter>, count: number): Promise<number[]> {
  const starts: number[] = [];
  const calls = Promise.all(
    Array.from({ length: count }, async () => {
      await limiter.take();
      starts.push(Date.now());
    }),
  );
  await vi.runAllTimersAsync();
  await calls;
  return starts;
}

describe('the Airtable rate limiter (Airtable refuses a sixth request within a second)', () => {
  it('lets at most five calls start in any second, however many wait', async () => {
    const starts = await startTimes(createRateLimiter(5), 12);
    expect(starts).toHaveLength(12);
    const secondsSpans = starts.slice(5).map((start, i) => start - starts[i]!);
    expect(secondsSpans.filter((span) => span < 1000)).toEqual([]);
  });

  it('holds every call while Airtable asked to wait, then goes on at its pace', async () => {
    const limiter = createRateLimiter(5);
    const asked = Date.now();
    limiter.pauseFor(3000);
    expect(limiter.pausedForMs()).toBe(3000);
    const starts = await startTimes(limiter, 2);
    expect(starts[0]! - asked).toBeGreaterThanOrEqual(3000);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(200);
    expect(limiter.pausedForMs()).toBe(0);
  });
});
