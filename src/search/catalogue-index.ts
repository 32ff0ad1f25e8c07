import { boundedDistance, boundedPrefixDistance } from './edit-distance';
import { passesFilters, type CatalogueSearchFilters, type SearchableFurniture } from './catalogue-filters';
import { compactCode, foldText, tokenize } from './normalize';
import { TermIndex } from './term-index';

/** Where a word was found; the name ranks before the client name. */
const nameField = 1;
const clientNameField = 2;
const codeField = 4;

/**
 * Points per query term, by how it matched and where. Exact beats prefix beats typo in every field,
 * and within a kind the name beats the other fields, so the sum orders results as users expect.
 */
const points = {
  exact: { name: 100, clientName: 95, code: 98 },
  prefix: { name: 70, clientName: 65, code: 68 },
  /** Minus `typoPenalty` per edit. */
  fuzzy: { name: 60, clientName: 55 },
} as const;
const typoPenalty = 10;
/** The whole query is the name, or its start: a small nudge among equal term scores. */
const wholeNameBonus = 10;
const nameStartBonus = 5;

/** Typo tolerance: one edit from 4 letters, two from 8; shorter words must be typed right. */
export function maxEdits(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** Codes shorter than this do not match by prefix: "1" would match half the catalogue's barcodes. */
const minCodePrefix = 2;
/** Term answers kept between keystrokes; cleared on any change to the index. */
const termCacheSize = 64;
/** Rank bits of the packed sort key (score above them): room for two million items. */
const rankScale = 2 ** 21;

export interface CatalogueSearchOptions {
  /** Return at most this many ids (total still counts every match). */
  limit?: number;
}

export interface CatalogueSearchResult {
  /** Matching ids, best first; ties and the empty query in name order. */
  ids: string[];
  /** Number of matches before `limit`. */
  total: number;
}

interface DocTerms {
  words: string[];
  codes: string[];
  foldedName: string;
}

/**
 * The in-memory catalogue search: an inverted index of folded words (name, client name) and of
 * compacted codes (SKU, supplier SKU, barcode), with incremental add, update and removal by id.
 *
 * A query is folded and split into terms; every term must match (AND). A term matches a word
 * exactly, by prefix when it is the last term (the one being typed), or within `maxEdits` typos;
 * it matches a code exactly, or by prefix when last. The query as a whole (spaces removed) also
 * matches codes, for codes typed with spaces.
 */
export class CatalogueIndex<T extends SearchableFurniture = SearchableFurniture> {
  private readonly words = new TermIndex(true);
  private readonly codes = new TermIndex(false);
  private readonly rows: (T | undefined)[] = [];
  private readonly terms: (DocTerms | undefined)[] = [];
  private readonly docOf = new Map<string, number>();
  private readonly freeDocs: number[] = [];
  /** Live docs in name order and each doc's position in it; rebuilt lazily after changes. */
  private nameOrder: Int32Array | null = null;
  private rankOf = new Int32Array(0);
  private readonly termCache = new Map<string, Map<number, number>>();

  /** Loads many rows at once (initial build): much faster than one upsert each. */
  load(rows: Iterable<T>): void {
    this.words.bulkLoad(() =>
      this.codes.bulkLoad(() => {
        for (const row of rows) this.upsert(row);
      }),
    );
  }

  /** Adds a row or replaces the row with the same id. */
  upsert(row: T): void {
    const existing = this.docOf.get(row.id);
    if (existing !== undefined) this.unindex(existing);
    const doc = existing ?? this.freeDocs.pop() ?? this.rows.length;
    this.docOf.set(row.id, doc);
    this.rows[doc] = row;
    const terms: DocTerms = { words: [], codes: [], foldedName: foldText(row.name) };
    for (const word of tokenize(row.name)) {
      this.words.add(word, doc, nameField);
      terms.words.push(word);
    }
    for (const word of tokenize(row.clientName)) {
      this.words.add(word, doc, clientNameField);
      terms.words.push(word);
    }
    for (const code of [row.sku, row.supplierSku, row.barcode]) {
      const compact = compactCode(code);
      if (compact === '') continue;
      this.codes.add(compact, doc, codeField);
      terms.codes.push(compact);
    }
    this.terms[doc] = terms;
    this.changed();
  }

  remove(id: string): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.unindex(doc);
    this.docOf.delete(id);
    this.rows[doc] = undefined;
    this.freeDocs.push(doc);
    this.changed();
  }

  /** Drops every row (a full reload follows). */
  clear(): void {
    this.words.clear();
    this.codes.clear();
    this.rows.length = 0;
    this.terms.length = 0;
    this.docOf.clear();
    this.freeDocs.length = 0;
    this.changed();
  }

  get(id: string): T | undefined {
    const doc = this.docOf.get(id);
    return doc === undefined ? undefined : this.rows[doc];
  }

  get size(): number {
    return this.docOf.size;
  }

  search(
    query: string,
    filters: CatalogueSearchFilters = {},
    options: CatalogueSearchOptions = {},
  ): CatalogueSearchResult {
    const order = this.ensureNameOrder();
    const queryTerms = tokenize(query);
    const exactCodeDocs = this.codes.docs(compactCode(query));
    const keep = (doc: number): boolean => {
      const row = this.rows[doc];
      if (row === undefined || !passesFilters(row, filters)) return false;
      return !(filters.excludeDisabled === true && row.isDisabled && !exactCodeDocs?.has(doc));
    };

    if (queryTerms.length === 0) {
      const ids: string[] = [];
      let total = 0;
      for (const doc of order) {
        if (!keep(doc)) continue;
        total++;
        if (options.limit === undefined || ids.length < options.limit) ids.push((this.rows[doc] as T).id);
      }
      return { ids, total };
    }

    const scores = this.matchAll(queryTerms, query);
    const foldedQuery = queryTerms.join(' ');
    const keys: number[] = [];
    for (const [doc, score] of scores) {
      if (!keep(doc)) continue;
      const name = (this.terms[doc] as DocTerms).foldedName;
      const bonus = name === foldedQuery ? wholeNameBonus : name.startsWith(foldedQuery) ? nameStartBonus : 0;
      keys.push((score + bonus) * rankScale + (rankScale - 1 - (this.rankOf[doc] as number)));
    }
    // Packed numeric keys sort an order of magnitude faster than a comparator over objects.
    const sorted = Float64Array.from(keys).sort();
    const count = options.limit === undefined ? sorted.length : Math.min(options.limit, sorted.length);
    const ids = new Array<string>(count);
    for (let i = 0; i < count; i++) {
      const key = sorted[sorted.length - 1 - i] as number;
      const rank = rankScale - 1 - (key % rankScale);
      ids[i] = (this.rows[order[rank] as number] as T).id;
    }
    return { ids, total: sorted.length };
  }

  /** Docs matching every term, with the sum of their term scores. */
  private matchAll(queryTerms: string[], query: string): Map<number, number> {
    const perTerm = queryTerms.map((term, i) => this.matchTerm(term, i === queryTerms.length - 1));
    perTerm.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = perTerm as [Map<number, number>, ...Map<number, number>[]];
    const result = new Map<number, number>();
    outer: for (const [doc, first] of smallest) {
      let total = first;
      for (const other of others) {
        const score = other.get(doc);
        if (score === undefined) continue outer;
        total += score;
      }
      result.set(doc, total);
    }
    if (queryTerms.length > 1) {
      // "CAN ELG 01" typed with spaces is still the code CANELG01.
      const whole = this.matchCode(compactCode(query), true);
      const asCode = points.exact.code * queryTerms.length;
      for (const [doc, score] of whole) {
        const scaled = score === points.exact.code ? asCode : points.prefix.code * queryTerms.length;
        if ((result.get(doc) ?? 0) < scaled) result.set(doc, scaled);
      }
    }
    return result;
  }

  /** Docs matching one term, with the term's best score in each. Cached until the index changes. */
  private matchTerm(term: string, isLast: boolean): Map<number, number> {
    const key = `${isLast ? 'p' : 'w'}:${term}`;
    const cached = this.termCache.get(key);
    if (cached !== undefined) return cached;
    const scores = this.matchCode(term, isLast);
    const credit = (word: string, byField: { name: number; clientName: number }) => {
      for (const [doc, fields] of this.words.docs(word) ?? []) {
        const score = fields & nameField ? byField.name : byField.clientName;
        if ((scores.get(doc) ?? 0) < score) scores.set(doc, score);
      }
    };
    credit(term, points.exact);
    const prefixed = new Set<string>();
    if (isLast) {
      for (const word of this.words.withPrefix(term)) {
        prefixed.add(word);
        if (word !== term) credit(word, points.prefix);
      }
    }
    const edits = maxEdits(term);
    if (edits > 0) {
      const longest = isLast ? this.words.maxLength() : term.length + edits;
      for (const word of this.words.withLength(term.length - edits, longest)) {
        if (word === term || prefixed.has(word)) continue;
        const distance = isLast
          ? boundedPrefixDistance(term, word, edits)
          : boundedDistance(term, word, edits);
        if (distance > edits) continue;
        credit(word, {
          name: points.fuzzy.name - typoPenalty * distance,
          clientName: points.fuzzy.clientName - typoPenalty * distance,
        });
      }
    }
    if (this.termCache.size >= termCacheSize) this.termCache.clear();
    this.termCache.set(key, scores);
    return scores;
  }

  private matchCode(code: string, byPrefix: boolean): Map<number, number> {
    const scores = new Map<number, number>();
    if (code === '') return scores;
    for (const doc of this.codes.docs(code)?.keys() ?? []) scores.set(doc, points.exact.code);
    if (byPrefix && code.length >= minCodePrefix) {
      for (const other of this.codes.withPrefix(code)) {
        if (other === code) continue;
        for (const doc of this.codes.docs(other)?.keys() ?? []) {
          if (!scores.has(doc)) scores.set(doc, points.prefix.code);
        }
      }
    }
    return scores;
  }

  private unindex(doc: number): void {
    const terms = this.terms[doc];
    if (terms === undefined) return;
    for (const word of terms.words) this.words.remove(word, doc);
    for (const code of terms.codes) this.codes.remove(code, doc);
    this.terms[doc] = undefined;
  }

  private changed(): void {
    this.nameOrder = null;
    this.termCache.clear();
  }

  private ensureNameOrder(): Int32Array {
    if (this.nameOrder !== null) return this.nameOrder;
    const docs = [...this.docOf.values()];
    const names = this.terms;
    // Folded names compare with plain `<`: locale collation over 50,000 names costs ~100 ms.
    docs.sort((a, b) => {
      const x = (names[a] as DocTerms).foldedName;
      const y = (names[b] as DocTerms).foldedName;
      if (x !== y) return x < y ? -1 : 1;
      return a - b;
    });
    const order = Int32Array.from(docs);
    this.rankOf = new Int32Array(this.rows.length);
    order.forEach((doc, rank) => {
      this.rankOf[doc] = rank;
    });
    this.nameOrder = order;
    return order;
  }
}
