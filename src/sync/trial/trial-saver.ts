import { ApiError } from '../../lib/api-client';
import { retryDelay } from '../retry';

/** A burst of edits (typing a room name) goes in one request this long after the last one. */
export const TRIAL_SAVE_DEBOUNCE_MS = 800;

/** `device`: the latest change is only on this device; `saved`: the server holds it too. */
export type TrialSaveState = 'device' | 'saved';

export interface TrialSaver {
  getState(): TrialSaveState;
  subscribe(listener: (state: TrialSaveState) => void): () => void;
  /** The draft changed on the device: save it soon. */
  changed(): void;
  /** Try now, whatever the backoff says (the browser came back online). */
  retry(): void;
  /**
   * Saves now what the device holds, without waiting for the debounce; true once the server holds
   * the latest change. Sign-up calls it: the server turns the draft it holds into the project.
   */
  flush(): Promise<boolean>;
  stop(): void;
}

export interface TrialSaverOptions<S> {
  /** The draft as the device holds it now; undefined when there is none (nothing to save). */
  read: () => Promise<S | undefined>;
  put: (snapshot: S) => Promise<void>;
  debounceMs?: number;
  random?: () => number;
}

/** Refusals that another attempt of the same draft cannot change (claimed, unavailable items). */
function final(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Saves the trial draft to the server after each change, the device's copy being the truth: each
 * save sends the whole draft as it is then, so a failed save is simply retried (with backoff, and
 * at once when the browser is back online) and a reload only has to save once more.
 */
export function createTrialSaver<S>(options: TrialSaverOptions<S>): TrialSaver {
  const { read, put, debounceMs = TRIAL_SAVE_DEBOUNCE_MS, random = Math.random } = options;
  const listeners = new Set<(state: TrialSaveState) => void>();
  let state: TrialSaveState = 'device';
  let changes = 0;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  function publish(next: TrialSaveState): void {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(state);
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void save(), delay);
  }

  // One save at a time; a change made meanwhile is caught by the check after it.
  function save(): Promise<void> {
    inFlight ??= attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function attempt(): Promise<void> {
    const seen = changes;
    try {
      const snapshot = await read();
      if (snapshot !== undefined) await put(snapshot);
      attempts = 0;
      if (changes === seen) publish('saved');
      else schedule(debounceMs);
    } catch (error) {
      if (!final(error)) schedule(retryDelay(attempts++, random));
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      changes++;
      publish('device');
      schedule(debounceMs);
    },
    retry() {
      attempts = 0;
      schedule(0);
    },
    async flush() {
      // A save already under way may have read the draft before the last change: save again after it.
      for (let round = 0; round < 2 && state !== 'saved'; round++) {
        clearTimeout(timer);
        await save();
      }
      return state === 'saved';
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
