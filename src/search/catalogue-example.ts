import { tokenize } from './normalize';

/** Shorter words ("de", "à", "set") make poor examples. */
const minLetters = 4;

/**
 * A word of the catalogue itself for a search hint, so the hint finds something whatever the
 * catalogue's language: the commonest first word among `names`, as written (accents kept), in lower
 * case. Null when no name has a word long enough.
 */
export function exampleWord(names: readonly string[]): string | null {
  const counts = new Map<string, { count: number; written: string }>();
  for (const name of names) {
    const written = name.split(/[^\p{L}\p{N}]+/u).find((word) => word !== '');
    const folded = tokenize(name)[0];
    if (written === undefined || folded === undefined || folded.length < minLetters) continue;
    const entry = counts.get(folded) ?? { count: 0, written: written.toLocaleLowerCase() };
    entry.count += 1;
    counts.set(folded, entry);
  }
  let best: { count: number; written: string } | null = null;
  for (const entry of counts.values()) if (best === null || entry.count > best.count) best = entry;
  return best?.written ?? null;
}
