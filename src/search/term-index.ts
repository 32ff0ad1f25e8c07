/**
 * Terms → postings, with the terms also kept sorted (prefix lookup by binary search) and bucketed
 * by length (a fuzzy scan only looks at words of a possible length).
 *
 * A posting is one number: `(generation × docLimit + doc) × 4 + fieldBits`. Updating or removing a
 * document only bumps its generation (see DocGenerations), which makes its old postings stale at
 * once; stale postings are skipped when read and dropped by `compact`. This keeps an update O(its
 * own words) even for a word like "canapé" shared by thousands of items.
 */
export const docLimit = 2 ** 21;

export function posting(doc: number, generation: number, fieldBits: number): number {
  return (generation * docLimit + doc) * 4 + fieldBits;
}

export function postingDoc(entry: number): number {
  return Math.floor(entry / 4) % docLimit;
}

export function postingGeneration(entry: number): number {
  return Math.floor(entry / 4 / docLimit);
}

export function postingFields(entry: number): number {
  return entry % 4;
}

export class TermIndex {
  private readonly postings = new Map<string, number[]>();
  private sorted: string[] = [];
  /** Set while loading many documents: new terms are appended and sorted once at the end. */
  private bulk = false;
  private readonly byLength = new Map<number, Set<string>>();

  /**
   * Runs `load` with sorting deferred: one sort of 100,000 terms costs less than 100,000 ordered
   * inserts. Single changes outside a bulk load insert in place, which stays cheap per keystroke.
   */
  bulkLoad(load: () => void): void {
    this.beginBulk();
    try {
      load();
    } finally {
      this.endBulk();
    }
  }

  /** `bulkLoad` in two halves, for a load spread over several tasks (chunked reads). */
  beginBulk(): void {
    this.bulk = true;
  }

  endBulk(): void {
    this.bulk = false;
    this.sorted = [...this.postings.keys()].sort();
  }

  clear(): void {
    this.postings.clear();
    this.sorted = [];
    this.byLength.clear();
  }

  add(term: string, entry: number): void {
    const list = this.postings.get(term);
    if (list !== undefined) {
      list.push(entry);
      return;
    }
    this.postings.set(term, [entry]);
    if (!this.bulk) this.sorted.splice(lowerBound(this.sorted, term), 0, term);
    let bucket = this.byLength.get(term.length);
    if (bucket === undefined) this.byLength.set(term.length, (bucket = new Set()));
    bucket.add(term);
  }

  /** Drops stale postings, and terms left without any. */
  compact(isLive: (entry: number) => boolean): void {
    for (const [term, list] of this.postings) {
      const live = list.filter(isLive);
      if (live.length > 0) {
        this.postings.set(term, live);
        continue;
      }
      this.postings.delete(term);
      this.byLength.get(term.length)?.delete(term);
    }
    this.sorted = [...this.postings.keys()].sort();
  }

  /** The postings of one exact term (stale ones included: the caller checks generations). */
  entries(term: string): readonly number[] | undefined {
    return this.postings.get(term);
  }

  /** Every term starting with `prefix`, in order. */
  *withPrefix(prefix: string): Generator<string> {
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length; i++) {
      const term = this.sorted[i] as string;
      if (!term.startsWith(prefix)) return;
      yield term;
    }
  }

  /** Terms whose length is within [min, max]. */
  *withLength(min: number, max: number): Generator<string> {
    for (let length = Math.max(1, min); length <= max; length++) {
      const bucket = this.byLength.get(length);
      if (bucket !== undefined) yield* bucket;
    }
  }

  /** The longest term length, so an open-ended length scan knows where to stop. */
  maxLength(): number {
    let max = 0;
    for (const length of this.byLength.keys()) if (length > max) max = length;
    return max;
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
