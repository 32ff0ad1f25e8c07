import type { SharedRedis } from '../redis/redis-client';

/**
 * Counts refused credentials (made-up or dead session tokens, installer links) per address. Sync
 * requests are rate-limited per credential, so without this a new made-up token each time would
 * never be limited. In memory by default (a restart forgets it, which only gives an attacker one
 * window); in Redis when several instances must count together.
 */
export interface CredentialThrottle {
  /** Whether the address has had too many credentials refused in the current window. */
  isBlocked(ip: string, now: Date): Promise<boolean>;
  refused(ip: string, now: Date): Promise<void>;
}

export interface CredentialThrottleLimits {
  maxRefused: number;
  windowMs: number;
}

/** Past this many addresses, expired windows are swept so the map cannot grow without bound. */
const sweepAboveAddresses = 10_000;

export function createCredentialThrottle(limits: CredentialThrottleLimits): CredentialThrottle {
  // A fixed window per address: its start and the refusals counted since.
  const windows = new Map<string, { start: number; refused: number }>();
  const current = (ip: string, now: number) => {
    const window = windows.get(ip);
    return window !== undefined && now - window.start < limits.windowMs ? window : undefined;
  };
  return {
    isBlocked: async (ip, now) => (current(ip, now.getTime())?.refused ?? 0) >= limits.maxRefused,
    async refused(ip, now) {
      const time = now.getTime();
      const window = current(ip, time);
      if (window !== undefined) {
        window.refused++;
        return;
      }
      if (windows.size >= sweepAboveAddresses) {
        for (const [address, old] of windows)
          if (time - old.start >= limits.windowMs) windows.delete(address);
      }
      windows.set(ip, { start: time, refused: 1 });
    },
  };
}

/**
 * The same count shared through Redis by every instance. Windows are aligned on the app's clock
 * (one key per address and window, gone a window after it ends), so instances agree on them
 * without asking Redis for the time. Redis unreachable: nobody is blocked, and the log says so.
 */
export function createRedisCredentialThrottle(
  { client, keyPrefix }: SharedRedis,
  limits: CredentialThrottleLimits,
  onError: (error: unknown) => void,
): CredentialThrottle {
  const keyOf = (ip: string, now: Date) =>
    `${keyPrefix}refused:${ip}:${Math.floor(now.getTime() / limits.windowMs)}`;
  return {
    async isBlocked(ip, now) {
      try {
        return Number(await client.get(keyOf(ip, now))) >= limits.maxRefused;
      } catch (error) {
        onError(error);
        return false;
      }
    },
    async refused(ip, now) {
      try {
        await client
          .multi()
          .incr(keyOf(ip, now))
          .pexpire(keyOf(ip, now), limits.windowMs * 2)
          .exec();
      } catch (error) {
        onError(error);
      }
    },
  };
}
