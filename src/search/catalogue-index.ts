import { boundedDistance, boundedPrefixDistance } from './edit-distance';
import {
  filtersFields,
  passesFieldFilters,
  passesFlagFilters,
  type CatalogueSearchFilters,
  type SearchableFurniture,
} from './catalogue-filters';
import { CodeIndex } from './code-index';
import { compactCode, foldText, tokenize } from './normalize';
import { prefixRange } from './prefix-range';
import { synonymsOf } from './synonyms';
import { posting, postingDoc, postingFields, postingGeneration, TermIndex } from './term-index';

/** Where a word was found (posting field bits); the name ranks before the client name. */
const nameField = 1;
const clientNameField = 2;

/**
 * Points per query term, by how it matched and where. Exact beats prefix beats typo in every field,
 * and within a kind the name beats the other fields, so the sum orders results as users expect.
 */
const points = {
  exact: { name: 100, clientName: 95, code: 98 },
  prefix: { name: 70, clientName: 65, code: 68 },
  /** The word in the other language (synonyms.ts). */
  synonym: { name: 70, clientName: 65 },
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

/** Codes shorter than this do not match by prefix: "37" would match every French barcode. */
const minCodePrefix = 3;
/** Term answers kept between keystrokes; cleared on any change to the index. */
const termCacheSize = 64;
/** Above this share of the catalogue (1/8), hits are ranked by buckets over the name order. */
const manyHitsRatio = 8;
/** Rank bits of the packed sort key (score above them): room for two million items. */
const rankScale = 2 ** 21;

export interface CatalogueSearchOptions {
  /** Return at most this many ids (total still counts every match). */
  limit?: number;
}

export interface CatalogueSearchResult<T = SearchableFurniture> {
  /** Matching ids, best first; ties and the empty query in name order. */
  ids: string[];
  /** The matching rows, in the same order (no lookup by id needed). */
  rows: T[];
  /** Number of matches before `limit`. */
  total: number;
}

/** The ids are derived on first read: screens use the rows, and 50,000 ids per keystroke add up. */
function searchResult<T extends SearchableFurniture>(rows: T[], total: number): CatalogueSearchResult<T> {
  let ids: string[] | undefined;
  return {
    rows,
    total,
    get ids() {
      ids ??= rows.map((row) => row.id);
      return ids;
    },
  };
}

/**
 * Documents matched by a term (each once) with their best score. Typed arrays: a code prefix
 * matches every item, and 50,000-element arrays per keystroke kept the garbage collector busy.
 */
interface Hits {
  docs: Int32Array;
  scores: Int32Array;
}

/** Hits of `docs`, each with its score read from a scratch array indexed by doc. */
function withScores(docs: Int32Array, scoreOfDoc: Int32Array): Hits {
  const scores = new Int32Array(docs.length);
  for (let i = 0; i < docs.length; i++) scores[i] = scoreOfDoc[docs[i] as number] as number;
  return { docs, scores };
}

/**
 * The in-memory catalogue search: an inverted index of folded words (name, client name) and of
 * compacted codes (SKU, supplier SKU, barcode), with incremental add, update and removal by id.
 *
 * A query is folded and split into terms; every term must match (AND). A term matches a word
 * exactly, by prefix when it is the last term (the one being typed), or within `maxEdits` typos;
 * it matches a code exactly, or by prefix when last. The query as a whole (spaces removed) also
 * matches codes, for codes typed with spaces.
 *
 * Per-keystroke cost is kept low with integer documents, typed scratch arrays instead of maps, a
 * cache of term answers, and one numeric sort of packed (score, name rank) keys.
 */
export class CatalogueIndex<T extends SearchableFurniture = SearchableFurniture> {
  private readonly words = new TermIndex();
  private readonly codes = new CodeIndex();
  private rows: (T | undefined)[] = [];
  private foldedNames: string[] = [];
  /**
   * Each doc's archived and disabled flags (1 or 0), the filters of nearly every search: reading
   * them from 50,000 row objects scattered in memory cost more than the rest of a keystroke.
   */
  private archived: number[] = [];
  private disabled: number[] = [];
  private generations: number[] = [];
  private postingCounts: number[] = [];
  private docOf = new Map<string, number>();
  private freeDocs: number[] = [];
  private livePostings = 0;
  private stalePostings = 0;
  private loading = false;
  /** Live docs in name order, and each doc's position in it (rebuilt lazily). */
  private nameOrder: number[] | null = null;
  private ranks: Int32Array | null = null;
  private readonly termCache = new Map<string, Hits>();
  /** Scratch arrays indexed by doc; a stamp equal to the current mark means "set in this pass". */
  private stamp = new Int32Array(0);
  private best = new Int32Array(0);
  /** The docs of one collector pass, in the order found. */
  private collected = new Int32Array(0);
  private andStamp = new Int32Array(0);
  private andCount = new Int32Array(0);
  private andScore = new Int32Array(0);
  private mark = 0;

  /** Loads many rows at once (initial build): much faster than one upsert each. */
  load(rows: Iterable<T>): void {
    this.beginLoad();
    try {
      this.loadMore(rows);
    } finally {
      this.endLoad();
    }
  }

  /**
   * `load` in steps, so a build can read and index a chunk per task and leave the page responsive
   * between chunks: `beginLoad()`, any number of `loadMore(rows)`, then `endLoad()` sorts once.
   * Search only after `endLoad`.
   */
  beginLoad(): void {
    this.loading = true;
    this.words.beginBulk();
    this.codes.beginBulk();
  }

  loadMore(rows: Iterable<T>): void {
    for (const row of rows) this.upsert(row);
  }

  endLoad(): void {
    this.words.endBulk();
    this.codes.endBulk();
    this.loading = false;
    this.nameOrder = null;
    this.ranks = null;
  }

  /** Adds a row or replaces the row with the same id. */
  upsert(row: T): void {
    const existing = this.docOf.get(row.id);
    if (existing !== undefined) this.retire(existing);
    const doc = existing ?? this.freeDocs.pop() ?? this.rows.length;
    const generation = (this.generations[doc] ?? 0) + 1;
    this.generations[doc] = generation;
    this.docOf.set(row.id, doc);
    this.rows[doc] = row;
    const folded = foldText(row.name);
    this.foldedNames[doc] = folded;
    this.archived[doc] = row.archived ? 1 : 0;
    this.disabled[doc] = row.isDisabled ? 1 : 0;
    let count = 0;
    for (const word of folded === '' ? [] : folded.split(' ')) {
      this.words.add(word, posting(doc, generation, nameField));
      count++;
    }
    for (const word of tokenize(row.clientName)) {
      this.words.add(word, posting(doc, generation, clientNameField));
      count++;
    }
    for (const code of [row.sku, row.supplierSku, row.barcode]) {
      const compact = compactCode(code);
      if (compact === '') continue;
      this.codes.add(compact, posting(doc, generation, 0));
      count++;
    }
    this.postingCounts[doc] = count;
    this.livePostings += count;
    this.placeInNameOrder(doc);
    this.termCache.clear();
  }

  remove(id: string): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.retire(doc);
    this.generations[doc] = (this.generations[doc] ?? 0) + 1;
    this.docOf.delete(id);
    this.rows[doc] = undefined;
    this.freeDocs.push(doc);
    this.termCache.clear();
  }

  /** Drops every row (a full reload follows). */
  clear(): void {
    this.words.clear();
    this.codes.clear();
    this.rows = [];
    this.foldedNames = [];
    this.archived = [];
    this.disabled = [];
    this.generations = [];
    this.postingCounts = [];
    this.docOf = new Map();
    this.freeDocs = [];
    this.livePostings = 0;
    this.stalePostings = 0;
    this.nameOrder = null;
    this.ranks = null;
    this.termCache.clear();
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
  ): CatalogueSearchResult<T> {
    if (this.stalePostings > this.livePostings) this.compact();
    const order = this.ensureNameOrder();
    const ranks = this.ensureRanks(order);
    const queryTerms = tokenize(query);
    const disabledFoundByCode = new Set<number>();
    this.codes.forEach(compactCode(query), false, (entry) => {
      if (this.isLive(entry)) disabledFoundByCode.add(postingDoc(entry));
    });
    const byFields = filtersFields(filters);
    const keep = (doc: number): boolean => {
      const row = this.rows[doc];
      if (row === undefined) return false;
      const archived = this.archived[doc] === 1;
      const disabled = this.disabled[doc] === 1;
      if (!passesFlagFilters(archived, disabled, filters)) return false;
      if (byFields && !passesFieldFilters(row, filters)) return false;
      return !(filters.excludeDisabled === true && disabled && !disabledFoundByCode.has(doc));
    };
    const limit = options.limit ?? Number.POSITIVE_INFINITY;

    if (queryTerms.length === 0) {
      const rows: T[] = [];
      let total = 0;
      for (const doc of order) {
        if (!keep(doc)) continue;
        total++;
        if (rows.length < limit) rows.push(this.rows[doc] as T);
      }
      return searchResult(rows, total);
    }

    const hits = this.matchAll(queryTerms, query);
    // Names sort by `<`, so the names equal to the query or starting with it are a range of ranks:
    // a hit's bonus is two comparisons of its rank, not string tests on every hit.
    const named = prefixRange(
      order.length,
      (rank) => this.foldedNames[order[rank] as number] as string,
      queryTerms.join(' '),
    );
    const scoreOf = (doc: number, termScore: number) => {
      const rank = ranks[doc] as number;
      if (rank < named.from || rank >= named.to) return termScore;
      return termScore + (rank < named.exactTo ? wholeNameBonus : nameStartBonus);
    };
    const rows =
      hits.docs.length * manyHitsRatio > order.length
        ? this.rankByBuckets(hits, order, keep, scoreOf)
        : this.rankBySort(hits, order, ranks, keep, scoreOf);
    const total = rows.length;
    if (rows.length > limit) rows.length = limit;
    return searchResult(rows, total);
  }

  /** Few hits: one numeric sort of packed (score, name rank) keys, far faster than a comparator. */
  private rankBySort(
    hits: Hits,
    order: number[],
    ranks: Int32Array,
    keep: (doc: number) => boolean,
    scoreOf: (doc: number, termScore: number) => number,
  ): T[] {
    const keys = new Float64Array(hits.docs.length);
    let count = 0;
    for (let i = 0; i < hits.docs.length; i++) {
      const doc = hits.docs[i] as number;
      if (!keep(doc)) continue;
      keys[count++] =
        scoreOf(doc, hits.scores[i] as number) * rankScale + (rankScale - 1 - (ranks[doc] as number));
    }
    const sorted = keys.subarray(0, count).sort();
    const rows = new Array<T>(count);
    for (let i = 0; i < count; i++) {
      const key = sorted[count - 1 - i] as number;
      rows[i] = this.rows[order[rankScale - 1 - (key % rankScale)] as number] as T;
    }
    return rows;
  }

  /**
   * Many hits (a first letter, a common code prefix): scores take few distinct values, so a count
   * per score gives each score's first slot, and one walk of the name order fills the slots: name
   * order within a score, in linear time and without a sort or a list per score.
   */
  private rankByBuckets(
    hits: Hits,
    order: number[],
    keep: (doc: number) => boolean,
    scoreOf: (doc: number, termScore: number) => number,
  ): T[] {
    this.ensureScratch();
    const mark = ++this.mark;
    const stamp = this.stamp;
    const best = this.best;
    let count = 0;
    let top = 0;
    for (let i = 0; i < hits.docs.length; i++) {
      const doc = hits.docs[i] as number;
      if (!keep(doc)) continue;
      const score = scoreOf(doc, hits.scores[i] as number);
      stamp[doc] = mark;
      best[doc] = score;
      count++;
      if (score > top) top = score;
    }
    const slot = new Int32Array(top + 1);
    for (const doc of hits.docs) {
      if (stamp[doc] !== mark) continue;
      const score = best[doc] as number;
      slot[score] = (slot[score] as number) + 1;
    }
    // Best score first: each score's slot starts after the rows of every higher score.
    for (let score = top, next = 0; score >= 0; score--) {
      const rows = slot[score] as number;
      slot[score] = next;
      next += rows;
    }
    const rows = new Array<T>(count);
    for (const doc of order) {
      if (stamp[doc] !== mark) continue;
      const score = best[doc] as number;
      const at = slot[score] as number;
      slot[score] = at + 1;
      rows[at] = this.rows[doc] as T;
    }
    return rows;
  }

  private isLive(entry: number): boolean {
    return this.generations[postingDoc(entry)] === postingGeneration(entry);
  }

  /** Docs matching every term, with the sum of their term scores. */
  private matchAll(queryTerms: string[], query: string): Hits {
    const perTerm = queryTerms.map((term, i) => this.matchTerm(term, i === queryTerms.length - 1));
    perTerm.sort((a, b) => a.docs.length - b.docs.length);
    const [first, ...others] = perTerm as [Hits, ...Hits[]];
    const wholeCode = queryTerms.length > 1 ? this.matchCode(compactCode(query), true) : null;
    if (others.length === 0 && wholeCode === null) return first;
    this.ensureScratch();
    const mark = ++this.mark;
    const stamp = this.andStamp;
    const count = this.andCount;
    const score = this.andScore;
    first.docs.forEach((doc, i) => {
      stamp[doc] = mark;
      count[doc] = 1;
      score[doc] = first.scores[i] as number;
    });
    others.forEach((hits, t) => {
      hits.docs.forEach((doc, i) => {
        if (stamp[doc] !== mark || count[doc] !== t + 1) return;
        count[doc] = t + 2;
        score[doc] = (score[doc] as number) + (hits.scores[i] as number);
      });
    });
    const all = perTerm.length;
    const docs = new Int32Array(first.docs.length + (wholeCode?.docs.length ?? 0));
    let found = 0;
    for (const doc of first.docs) if (count[doc] === all) docs[found++] = doc;
    if (wholeCode !== null) {
      // "CAN ELG 01" typed with spaces is still the code CANELG01.
      wholeCode.docs.forEach((doc, i) => {
        const asCode = (wholeCode.scores[i] as number) * all;
        if (stamp[doc] === mark && count[doc] === all) {
          score[doc] = Math.max(score[doc] as number, asCode);
          return;
        }
        stamp[doc] = mark;
        count[doc] = all;
        score[doc] = asCode;
        docs[found++] = doc;
      });
    }
    return withScores(docs.subarray(0, found), score);
  }

  /** Docs matching one term, with the term's best score in each. Cached until the index changes. */
  private matchTerm(term: string, isLast: boolean): Hits {
    const key = `${isLast ? 'p' : 'w'}:${term}`;
    const cached = this.termCache.get(key);
    if (cached !== undefined) return cached;
    const collect = this.collector();
    this.creditCodes(term, isLast, collect.credit);
    const creditWord = (word: string, byField: { name: number; clientName: number }) => {
      for (const entry of this.words.entries(word) ?? []) {
        if (!this.isLive(entry)) continue;
        collect.credit(
          postingDoc(entry),
          postingFields(entry) & nameField ? byField.name : byField.clientName,
        );
      }
    };
    creditWord(term, points.exact);
    for (const synonym of synonymsOf(term)) creditWord(synonym, points.synonym);
    const prefixed = new Set<string>();
    if (isLast) {
      for (const word of this.words.withPrefix(term)) {
        prefixed.add(word);
        if (word !== term) creditWord(word, points.prefix);
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
        creditWord(word, {
          name: points.fuzzy.name - typoPenalty * distance,
          clientName: points.fuzzy.clientName - typoPenalty * distance,
        });
      }
    }
    const hits = collect.hits();
    if (this.termCache.size >= termCacheSize) this.termCache.clear();
    this.termCache.set(key, hits);
    return hits;
  }

  private matchCode(code: string, byPrefix: boolean): Hits {
    const collect = this.collector();
    this.creditCodes(code, byPrefix, collect.credit);
    return collect.hits();
  }

  private creditCodes(code: string, byPrefix: boolean, credit: (doc: number, score: number) => void): void {
    if (code === '') return;
    this.codes.forEach(code, byPrefix && code.length >= minCodePrefix, (entry, exact) => {
      if (this.isLive(entry)) credit(postingDoc(entry), exact ? points.exact.code : points.prefix.code);
    });
  }

  /** Best score per doc over one pass, on the scratch arrays. */
  private collector(): { credit: (doc: number, score: number) => void; hits: () => Hits } {
    this.ensureScratch();
    const mark = ++this.mark;
    const stamp = this.stamp;
    const best = this.best;
    const docs = this.collected;
    let found = 0;
    return {
      credit: (doc, score) => {
        if (stamp[doc] !== mark) {
          stamp[doc] = mark;
          best[doc] = score;
          docs[found++] = doc;
        } else if ((best[doc] as number) < score) {
          best[doc] = score;
        }
      },
      // A copy: the scratch is reused by the next pass, and a term's hits may stay in the cache.
      hits: () => withScores(docs.slice(0, found), best),
    };
  }

  private ensureScratch(): void {
    if (this.stamp.length >= this.rows.length) return;
    const size = Math.max(1024, this.rows.length * 2);
    this.stamp = new Int32Array(size);
    this.best = new Int32Array(size);
    this.collected = new Int32Array(size);
    this.andStamp = new Int32Array(size);
    this.andCount = new Int32Array(size);
    this.andScore = new Int32Array(size);
    this.mark = 0;
  }

  /** A replaced or removed doc's postings become stale: counted, then dropped by `compact`. */
  private retire(doc: number): void {
    const count = this.postingCounts[doc] ?? 0;
    this.livePostings -= count;
    this.stalePostings += count;
    this.postingCounts[doc] = 0;
    if (this.nameOrder !== null) {
      const at = this.nameOrder.indexOf(doc);
      if (at >= 0) this.nameOrder.splice(at, 1);
      this.ranks = null;
    }
  }

  private compact(): void {
    const isLive = (entry: number) => this.isLive(entry);
    this.words.compact(isLive);
    this.codes.compact(isLive);
    this.stalePostings = 0;
    this.termCache.clear();
  }

  private compareNames(a: number, b: number): number {
    const x = this.foldedNames[a] as string;
    const y = this.foldedNames[b] as string;
    if (x !== y) return x < y ? -1 : 1;
    return a - b;
  }

  /** Keeps the name order current for a single change, instead of a full sort on the next search. */
  private placeInNameOrder(doc: number): void {
    if (this.loading || this.nameOrder === null) return;
    let low = 0;
    let high = this.nameOrder.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compareNames(this.nameOrder[mid] as number, doc) < 0) low = mid + 1;
      else high = mid;
    }
    this.nameOrder.splice(low, 0, doc);
    this.ranks = null;
  }

  private ensureNameOrder(): number[] {
    if (this.nameOrder !== null) return this.nameOrder;
    // Folded names compare with plain `<`: locale collation over 50,000 names costs far more.
    this.nameOrder = [...this.docOf.values()].sort((a, b) => this.compareNames(a, b));
    this.ranks = null;
    return this.nameOrder;
  }

  private ensureRanks(order: number[]): Int32Array {
    if (this.ranks !== null && this.ranks.length >= this.rows.length) return this.ranks;
    const ranks = new Int32Array(this.rows.length);
    order.forEach((doc, rank) => {
      ranks[doc] = rank;
    });
    this.ranks = ranks;
    return ranks;
  }
}
