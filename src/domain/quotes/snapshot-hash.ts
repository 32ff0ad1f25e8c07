import type { QuoteSnapshot } from './quote-snapshot.schema';

/**
 * One text for one value, whoever writes it: object keys sorted (by UTF-16 code units, as
 * Array.prototype.sort does on both sides), no spaces, arrays in their order, numbers and strings as
 * JSON.stringify writes them. undefined members are left out, as JSON does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`not a JSON value: ${typeof value}`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item: unknown) => canonicalJson(item ?? null)).join(',')}]`;
  const members = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
  return `{${members.join(',')}}`;
}

/**
 * The SHA-256 of the snapshot's canonical JSON (UTF-8), in lowercase hex: what the signed PDF prints
 * and what anyone can recompute from the kept snapshot. Web Crypto, which browsers and Node 20 share.
 */
export async function quoteSnapshotHash(snapshot: QuoteSnapshot): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(snapshot));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
