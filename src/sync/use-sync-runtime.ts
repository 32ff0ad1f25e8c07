import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSlot } from '../lib/slot';

/** What runs a sync: the worker client, and whatever runs beside it (the installer's photo queue). */
export interface SyncRuntime {
  stop(): void;
}

/**
 * The one wiring of a sync runtime into React, for the signed-in app and the installer page alike:
 * `start` runs in an effect (it may load the client on demand), its result is read as an external
 * store, and it is stopped when `start` changes or the component leaves. Null while not started.
 */
export function useSyncRuntime<T extends SyncRuntime>(start: (() => T | Promise<T>) | null): T | null {
  const [slot] = useState(createSlot<T>);
  const running = useSyncExternalStore(slot.subscribe, slot.get);
  useEffect(() => {
    if (start === null) return;
    let started: T | null = null;
    let cancelled = false;
    void Promise.resolve(start()).then((runtime) => {
      if (cancelled) {
        runtime.stop();
        return;
      }
      started = runtime;
      slot.set(runtime);
    });
    return () => {
      cancelled = true;
      started?.stop();
      slot.set(null);
    };
  }, [slot, start]);
  return running;
}
