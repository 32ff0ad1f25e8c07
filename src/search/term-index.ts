/**
 * Terms → documents, with the terms also kept sorted (prefix lookup by binary search) and bucketed
 * by length (a fuzzy scan only looks at words of a possible length). Documents are small integers
 * given by the catalogue index. Each posting carries a bit mask of the fields the term came from.
 */
export class TermIndex {
  private readonly postings = new Map<string, Map<number, number>>();
  private sorted: string[] = [];
  /** Set while loading many documents: new terms are appended and sorted once at the end. */
  private bulk = false;
  private readonly byLength = new Map<number, Set<string>>();

  constructor(private readonly fuzzy: boolean) {}

  /**
   * Runs `load` with sorting deferred: one sort of 100,000 terms costs less than 100,000 ordered
   * inserts. Single changes outside a bulk load insert in place, which stays cheap per keystroke.
   */
  bulkLoad(load: () => void): void {
    this.bulk = true;
    try {
      load();
    } finally {
      this.bulk = false;
      this.sorted = [...this.postings.keys()].sort();
    }
  }

  clear(): void {
    this.postings.clear();
    this.sorted = [];
    this.byLength.clear();
  }

  add(term: string, doc: number, fieldBit: number): void {
    let docs = this.postings.get(term);
    if (docs === undefined) {
      docs = new Map();
      this.postings.set(term, docs);
      if (!this.bulk) this.sorted.splice(lowerBound(this.sorted, term), 0, term);
      if (this.fuzzy) {
        let bucket = this.byLength.get(term.length);
        if (bucket === undefined) this.byLength.set(term.length, (bucket = new Set()));
        bucket.add(term);
      }
    }
    docs.set(doc, (docs.get(doc) ?? 0) | fieldBit);
  }

  remove(term: string, doc: number): void {
    const docs = this.postings.get(term);
    if (docs === undefined || !docs.delete(doc) || docs.size > 0) return;
    this.postings.delete(term);
    if (!this.bulk) {
      const at = lowerBound(this.sorted, term);
      if (this.sorted[at] === term) this.sorted.splice(at, 1);
    }
    this.byLength.get(term.length)?.delete(term);
  }

  /** The documents of one exact term, with their field masks. */
  docs(term: string): ReadonlyMap<number, number> | undefined {
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

  get termCount(): number {
    return this.postings.size;
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
