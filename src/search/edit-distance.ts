/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions) between `a` and `b`,
 * or `max + 1` as soon as it is known to exceed `max`. The early exit keeps a fuzzy scan over
 * thousands of words within a keystroke's budget: most words fail after two or three letters.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return alignment(a, b, max, false);
}

/**
 * The smallest distance between `term` and any prefix of `word` (bounded like boundedDistance):
 * what the user typed so far against a word they may still be typing, e.g. "elegn" against
 * "elegance" is 1.
 */
export function boundedPrefixDistance(term: string, word: string, max: number): number {
  if (word.length < term.length - max) return max + 1;
  return alignment(term, word, max, true);
}

function alignment(a: string, b: string, max: number, prefixOfB: boolean): number {
  const n = b.length;
  // Rows of the dynamic programme over b's letters; row i is the distance of a[0..i) to b[0..j).
  let before = new Array<number>(n + 1);
  let previous = new Array<number>(n + 1);
  let current = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  if (!prefixOfB) return Math.min(previous[n] as number, max + 1);
  let best = max + 1;
  for (let j = 0; j <= n; j++) best = Math.min(best, previous[j] as number);
  return best;
}
