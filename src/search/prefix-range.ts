/** Where a prefix sits in a list sorted by `<`: the strings equal to it, then the longer ones. */
export interface PrefixRange {
  /** The first string that is not before the prefix. */
  from: number;
  /** `[from, exactTo)` are equal to the prefix. */
  exactTo: number;
  /** `[from, to)` start with the prefix. */
  to: number;
}

/**
 * The strings of a sorted list that start with `prefix` form one range (those equal to it first),
 * found by three binary searches: a reader walks the range without testing each string.
 */
export function prefixRange(length: number, at: (i: number) => string, prefix: string): PrefixRange {
  const firstNot = (before: (value: string) => boolean) => {
    let low = 0;
    let high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(at(mid))) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return {
    from: firstNot((value) => value < prefix),
    exactTo: firstNot((value) => value <= prefix),
    to: firstNot((value) => value < prefix || value.startsWith(prefix)),
  };
}
