/** A value made and dropped by an effect, read by render as an external store (useSyncExternalStore). */
export interface Slot<T> {
  get(): T | null;
  set(next: T | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSlot<T>(): Slot<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
