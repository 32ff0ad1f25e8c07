import { canonicalJson } from './snapshot-hash';

/** Whether two JSON values are equal as the hash reads them (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
