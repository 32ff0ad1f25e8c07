import { prefixRange } from './prefix-range';

/**
 * Product codes → postings as one sorted list of (code, posting) pairs. Codes are nearly unique
 * (150,000 for 50,000 items), so a map of tiny lists would cost more than the data; and a prefix
 * is one contiguous range found by two binary searches, read in a tight loop. Postings are the
 * TermIndex ones (stale entries skipped by the reader, dropped by `compact`).
 */
export class CodeIndex {
  private codes: string[] = [];
  private entries: number[] = [];
  private pending: { code: string; entry: number }[] | null = null;

  /** Runs `load` with sorting deferred to one sort at the end. */
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
    this.pending = [];
  }

  endBulk(): void {
    const pairs = this.codes.map((code, i) => ({ code, entry: this.entries[i] as number }));
    for (const pair of this.pending ?? []) pairs.push(pair);
    this.pending = null;
    pairs.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.codes = pairs.map((pair) => pair.code);
    this.entries = pairs.map((pair) => pair.entry);
  }

  add(code: string, entry: number): void {
    if (this.pending !== null) {
      this.pending.push({ code, entry });
      return;
    }
    const at = this.lowerBound(code);
    this.codes.splice(at, 0, code);
    this.entries.splice(at, 0, entry);
  }

  clear(): void {
    this.codes = [];
    this.entries = [];
  }

  compact(isLive: (entry: number) => boolean): void {
    const codes: string[] = [];
    const entries: number[] = [];
    this.entries.forEach((entry, i) => {
      if (!isLive(entry)) return;
      codes.push(this.codes[i] as string);
      entries.push(entry);
    });
    this.codes = codes;
    this.entries = entries;
  }

  /** Calls `visit` with every posting of `code` (exact) or of codes starting with it. */
  forEach(code: string, byPrefix: boolean, visit: (entry: number, exact: boolean) => void): void {
    const range = prefixRange(this.codes.length, (i) => this.codes[i] as string, code);
    const to = byPrefix ? range.to : range.exactTo;
    for (let i = range.from; i < to; i++) visit(this.entries[i] as number, i < range.exactTo);
  }

  private lowerBound(code: string): number {
    let low = 0;
    let high = this.codes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.codes[mid] as string) < code) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
