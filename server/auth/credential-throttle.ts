/**
 * Counts refused credentials (made-up or dead session tokens, installer links) per address. Sync
 * requests are rate-limited per credential, so without this a new made-up token each time would
 * never be limited. Kept in memory: a restart forgets it, which only gives an attacker one window.
 */
export interface CredentialThrottle {
  /** Whether the address has had too many credentials refused in the current window. */
  isBlocked(ip: string, now: Date): boolean;
  refused(ip: string, now: Date): void;
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
    isBlocked: (ip, now) => (current(ip, now.getTime())?.refused ?? 0) >= limits.maxRefused,
    refused(ip, now) {
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
