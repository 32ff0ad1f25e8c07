/**
 * UUIDv7: time-ordered, so rows created offline sort by creation and index well, and ids made on
 * different devices never collide (74 random bits per millisecond).
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const ms = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mask64 = (1n << 64n) - 1n;

/** A bijection of 64-bit values that spreads every input bit (the SplitMix64 finalizer). */
function mix64(value: bigint): bigint {
  let z = value & mask64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask64;
  return z ^ (z >> 31n);
}

/**
 * The `n`th id derived from `seed`, a UUID: a mutator that creates several rows takes one seed in
 * its args and derives each row's id, so the client's optimistic run and the server's make the same
 * ids. The seed's first half (a UUIDv7's time and version) is kept, so derived ids sort with their
 * seed; the second half is the seed's mixed with n through a bijection, so the ids of one seed are
 * distinct, and the variant bits are restored so the result is a valid UUID.
 */
export function derivedId(seed: string, n: number): string {
  if (!uuidPattern.test(seed)) throw new Error(`derivedId: ${seed} is not a UUID`);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`derivedId: ${n} is not a counter`);
  const hex = seed.replaceAll('-', '');
  const low = (BigInt(`0x${hex.slice(16)}`) ^ mix64(BigInt(n) + 1n)) & mask64;
  // Variant 10xx in the top bits of the second half, as RFC 9562 requires.
  const withVariant = (low & ((1n << 62n) - 1n)) | (1n << 63n);
  const out = hex.slice(0, 16) + withVariant.toString(16).padStart(16, '0');
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}-${out.slice(16, 20)}-${out.slice(20)}`;
}

/**
 * The id of the row made from `sourceId` by an action seeded with `seed` (a copy's room, a card's
 * line): the same on every device, and distinct for distinct sources, whose last 52 bits (random
 * in a UUIDv7 or a derived id) are the counter.
 */
export function childId(seed: string, sourceId: string): string {
  if (!uuidPattern.test(sourceId)) throw new Error(`childId: ${sourceId} is not a UUID`);
  return derivedId(seed, Number.parseInt(sourceId.replaceAll('-', '').slice(-13), 16));
}
