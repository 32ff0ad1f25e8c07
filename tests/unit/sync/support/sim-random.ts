/** mulberry32: a tiny seeded PRNG, so a failing simulation replays exactly from its seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
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
  };
}

export type Random = ReturnType<typeof createRandom>;
