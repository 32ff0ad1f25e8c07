/** mulberry32: a tiny seeded PRNG, so a failing simulation replays exactly from its seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const random = {
    next,
    int,
    chance: (p: number): boolean => next() < p,
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[int(0, items.length - 1)];
    },
    /** A UUIDv7-shaped id from the seed (the domain's uuidv7 uses the system's randomness). */
    uuid(): string {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = '7';
      hex[16] = ['8', '9', 'a', 'b'][int(0, 3)] ?? '8';
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    /**
     * A generator of its own, seeded from this one: a part of the simulation (the network, one
     * device's retry jitter) draws from its own stream, so its draws do not shift everyone else's.
     */
    fork(): Random {
      return createRandom(int(0, 0xffff_ffff));
    },
  };
  return random;
}

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T | undefined;
  uuid(): string;
  fork(): Random;
}
