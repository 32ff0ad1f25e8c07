import type { EntityName } from '../../domain/entities/entity-indexes';
import type { LocalRow } from '../database';
import { rowKey } from '../row-key';

/** A row as a change made in this tab leaves it, before a live query has read it back. */
export interface OverlayWrite {
  entity: EntityName;
  id: string;
  /** `null`: the change deletes the row. */
  row: LocalRow | null;
}

export interface OverlayEntry extends OverlayWrite {
  /** The change that wrote it last. */
  change: number;
  /** The generation its change committed in; undefined while the change is in flight. */
  committedIn: number | undefined;
}

/** How long a committed entry outlives its commit, for live queries that have not re-run yet. */
const COMMITTED_ENTRY_TTL_MS = 1_000;

const isUnseen = (entry: OverlayEntry, generation: number) =>
  entry.committedIn === undefined || generation < entry.committedIn;

/** The overlay at one moment: a new view after every change, so readers can memoize on it. */
export class OverlayView {
  constructor(private readonly entries: ReadonlyMap<string, OverlayEntry>) {}

  /** The entry a reader that started in `generation` has not seen yet, if any. */
  pending(entity: EntityName, id: string, generation: number): OverlayEntry | undefined {
    const entry = this.entries.get(rowKey(entity, id));
    return entry !== undefined && isUnseen(entry, generation) ? entry : undefined;
  }

  /** Every entry of an entity a reader that started in `generation` has not seen yet. */
  pendingOf(entity: EntityName, generation: number): OverlayEntry[] {
    return [...this.entries.values()].filter(
      (entry) => entry.entity === entity && isUnseen(entry, generation),
    );
  }
}

/**
 * IndexedDB stays the source of truth, but reading a change back from it takes several round trips,
 * and Chrome holds those replies until the frame after a key press has been drawn. So a change made
 * in this tab is also shown from memory in the same task: `mutate` previews it on rows the screen
 * already holds and puts the rows it writes here; the read hooks show them until their live query
 * has read the committed rows (a query that starts in a later generation than the commit has).
 * A change that fails or is refused is dropped, and the screen falls back to what the store holds.
 */
export class OptimisticOverlay {
  private entries: ReadonlyMap<string, OverlayEntry> = new Map();
  private currentView = new OverlayView(this.entries);
  private readonly inFlight = new Set<number>();
  private readonly held = new Map<string, { row: LocalRow; holders: number }>();
  private readonly holdings = new Map<object, Map<string, LocalRow>>();
  private readonly listeners = new Set<() => void>();
  private nextChange = 1;
  private currentGeneration = 0;

  /** Moves at each commit: a live query notes it before reading, to know which commits it has seen. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The entries now; a new object after each change, for `useSyncExternalStore`. */
  get view(): OverlayView {
    return this.currentView;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  begin(): number {
    const change = this.nextChange++;
    this.inFlight.add(change);
    return change;
  }

  /** The preview's rows; ignored when the change already ended (its commit is then the truth). */
  apply(change: number, writes: readonly OverlayWrite[]): void {
    if (!this.inFlight.has(change) || writes.length === 0) return;
    const entries = new Map(this.entries);
    for (const write of writes) {
      entries.set(rowKey(write.entity, write.id), { ...write, change, committedIn: undefined });
    }
    this.replace(entries);
  }

  commit(change: number): void {
    if (!this.inFlight.delete(change)) return;
    this.currentGeneration++;
    const generation = this.currentGeneration;
    const mine = [...this.entries].filter(([, entry]) => entry.change === change);
    if (mine.length === 0) return;
    const entries = new Map(this.entries);
    for (const [key, entry] of mine) entries.set(key, { ...entry, committedIn: generation });
    // Nothing to draw until a live query reads the committed rows, and that re-renders its reader.
    this.replace(entries, false);
    setTimeout(() => this.drop(change), COMMITTED_ENTRY_TTL_MS);
  }

  abort(change: number): void {
    if (this.inFlight.delete(change)) this.drop(change);
  }

  /** The entry a reader that started in `generation` has not seen yet; stable while it lasts. */
  pending(entity: EntityName, id: string, generation: number): OverlayEntry | undefined {
    return this.currentView.pending(entity, id, generation);
  }

  /**
   * A row as this tab knows it, for a preview: this tab's latest change to it first (newer than what
   * a screen read before that change committed), then what mounted screens hold. `undefined`:
   * unknown here (the preview is skipped, the store answers after the commit).
   */
  known(entity: EntityName, id: string): LocalRow | null | undefined {
    const key = rowKey(entity, id);
    const entry = this.entries.get(key);
    return entry !== undefined ? entry.row : this.held.get(key)?.row;
  }

  /** The rows a mounted reader shows, replacing what it held before; `[]` lets go of them. */
  hold(holder: object, rows: ReadonlyArray<readonly [EntityName, LocalRow]>): void {
    const before = this.holdings.get(holder) ?? new Map<string, LocalRow>();
    const after = new Map(rows.map(([entity, row]) => [rowKey(entity, row.id), row]));
    for (const key of before.keys()) {
      if (after.has(key)) continue;
      const held = this.held.get(key);
      if (held && --held.holders === 0) this.held.delete(key);
    }
    for (const [key, row] of after) {
      const held = this.held.get(key);
      if (held === undefined) this.held.set(key, { row, holders: 1 });
      else {
        held.row = row;
        if (!before.has(key)) held.holders++;
      }
    }
    if (after.size === 0) this.holdings.delete(holder);
    else this.holdings.set(holder, after);
  }

  private drop(change: number): void {
    const kept = new Map([...this.entries].filter(([, entry]) => entry.change !== change));
    if (kept.size !== this.entries.size) this.replace(kept);
  }

  private replace(entries: ReadonlyMap<string, OverlayEntry>, notify = true): void {
    this.entries = entries;
    this.currentView = new OverlayView(entries);
    if (notify) for (const listener of this.listeners) listener();
  }
}
