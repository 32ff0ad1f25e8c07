import type { FitoutDatabase, LocalRow } from '../db/database';
import { watchEntityChanges, type EntityChange } from '../db/entity-changes';
import { CatalogueIndex } from './catalogue-index';

export type CatalogueRow = LocalRow<'furniture'>;

/** How long the index keeps following the database after its last user left. */
const idleStopMs = 60_000;
/**
 * Rows read per IndexedDB request while building. Reading 50,000 rows in one `toArray` and indexing
 * them in one go held the page for seconds: the list's first names (a small indexed query) waited
 * behind it. A chunk costs tens of milliseconds, and every read returns to the event loop, so
 * rendering and typing go on between chunks.
 */
const buildChunkRows = 2_000;
/** After a failed build (a closed or busy database), when to try again while still watched. */
const retryBuildMs = 2_000;

export interface CatalogueSearchSnapshot {
  /** True until the index holds the local catalogue for the first time. */
  loading: boolean;
  /** Bumps on every change of the index, so memoised searches rerun. */
  version: number;
}

/**
 * The catalogue index of one local database, kept beside Dexie in the page.
 *
 * Why the page and not a worker: a search over the in-memory index takes a few milliseconds, the
 * screens need the rows themselves (a 50,000-row virtual list reads them synchronously while
 * scrolling), and a worker would need its own copy of every row plus a round trip per keystroke.
 * The sync worker writes IndexedDB, and Dexie broadcasts each write's keys ("storagemutated") to
 * every context, so the index follows sync, other tabs and local mutations by re-reading only the
 * rows whose keys changed.
 */
export class CatalogueSearchStore {
  private current = new CatalogueIndex<CatalogueRow>();
  private snapshot: CatalogueSearchSnapshot = { loading: true, version: 0 };
  private readonly listeners = new Set<() => void>();
  private users = 0;
  /** Changes are applied one batch at a time, in order, after the initial load. */
  private queue: Promise<void> = Promise.resolve();
  private unwatch: (() => void) | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The first names in name order, for the screens shown while the index loads. */
  private firstNames: CatalogueRow[] | undefined;
  /** How many first names were asked for (0: none yet), and which read answers last. */
  private firstNamesCount = 0;
  private firstNamesRead = 0;

  constructor(private readonly db: FitoutDatabase) {}

  /** The index searches run on; a rebuild fills a new one and swaps it in when complete. */
  get index(): CatalogueIndex<CatalogueRow> {
    return this.current;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CatalogueSearchSnapshot => this.snapshot;

  /** The rows `readFirstNames` read, once they are there (subscribe to know when). */
  readonly getFirstNames = (): CatalogueRow[] | undefined => this.firstNames;

  /**
   * Starts reading the first `count` rows by the name index, unless the index is already loaded or
   * they were asked for already. Called while rendering, not from an effect: the read then runs
   * while the screen renders and commits, and the list's first rows are there a render earlier.
   * Read again on every change until the index is loaded (a pull still writing the catalogue).
   */
  readFirstNames(count: number): void {
    if (this.firstNamesCount > 0 || !this.snapshot.loading) return;
    this.firstNamesCount = count;
    this.loadFirstNames();
  }

  private loadFirstNames(): void {
    const read = ++this.firstNamesRead;
    this.db
      .entity('furniture')
      .orderBy('name')
      .limit(this.firstNamesCount)
      .toArray()
      .then(
        (rows) => {
          if (read !== this.firstNamesRead) return;
          this.firstNames = rows;
          this.notify();
        },
        (error: unknown) => {
          // The list then waits for the index, as it would without these rows.
          console.error('first catalogue names failed', error);
        },
      );
  }

  /**
   * Starts following the database for one user of the index; the returned function releases it.
   * The last release stops following only after `idleStopMs`, so going from the list to a detail
   * and back does not read the whole catalogue again.
   */
  retain(): () => void {
    this.users++;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.unwatch === null) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) this.idleTimer = setTimeout(() => this.stop(), idleStopMs);
    };
  }

  /** Resolves once every change seen so far is in the index (tests, benchmarks). */
  async settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  private start(): void {
    // Watch before reading, so a write landing during the first read is applied after it.
    this.unwatch = watchEntityChanges(this.db, 'furniture', this.onChange);
    this.enqueue(() => this.reload());
  }

  private stop(): void {
    this.idleTimer = null;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.unwatch?.();
    this.unwatch = null;
  }

  private readonly onChange = (change: EntityChange): void => {
    if (this.snapshot.loading && this.firstNamesCount > 0) this.loadFirstNames();
    if (change === 'all') this.enqueue(() => this.reload());
    else this.enqueue(() => this.refresh(change.ids));
  };

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      // The index stays usable with its previous content; the next change or reload repairs it.
      console.error('catalogue index update failed', error);
    });
  }

  private async reload(): Promise<void> {
    try {
      this.current = await this.build();
    } catch (error) {
      // Left as it was, the list would say "counting" forever: try again while someone watches.
      console.error('catalogue index build failed', error);
      if (this.unwatch !== null && this.retryTimer === null) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          if (this.unwatch !== null) this.enqueue(() => this.reload());
        }, retryBuildMs);
      }
      return;
    }
    this.publish();
  }

  /** Reads the catalogue in key order, a chunk per request, into a new index. */
  private async build(): Promise<CatalogueIndex<CatalogueRow>> {
    // One task later: the screen that asked for the index issues its own small first-rows query in
    // the same task, and IndexedDB answers requests in order; that one must not queue behind ours.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const index = new CatalogueIndex<CatalogueRow>();
    const table = this.db.entity('furniture');
    const read = (after: string | null): Promise<CatalogueRow[]> =>
      (after === null ? table.orderBy(':id') : table.where(':id').above(after))
        .limit(buildChunkRows)
        .toArray();
    index.beginLoad();
    let next = read(null);
    for (;;) {
      const chunk = await next;
      const last = chunk.at(-1);
      const more = chunk.length === buildChunkRows && last !== undefined;
      // The next chunk is read while this one is indexed.
      if (more) next = read(last.id);
      index.loadMore(chunk);
      if (!more) break;
    }
    index.endLoad();
    return index;
  }

  private async refresh(ids: string[]): Promise<void> {
    const rows = await this.db.entity('furniture').bulkGet(ids);
    ids.forEach((id, i) => {
      const row = rows[i];
      if (row === undefined) this.current.remove(id);
      else this.current.upsert(row);
    });
    if (!this.snapshot.loading) this.publish();
  }

  private publish(): void {
    this.snapshot = { loading: false, version: this.snapshot.version + 1 };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * One index per database, shared by every screen that searches (building it costs a full read).
 * Keyed by the database object, so a test's own database gets its own index and a closed one is
 * garbage-collected with it.
 */
const stores = new WeakMap<FitoutDatabase, CatalogueSearchStore>();

export function catalogueSearchStore(db: FitoutDatabase): CatalogueSearchStore {
  let store = stores.get(db);
  if (store === undefined) stores.set(db, (store = new CatalogueSearchStore(db)));
  return store;
}
