import type { Clock } from '../../../../src/sync/engine';

interface Timer {
  at: number;
  seq: number;
  callback: () => void;
}

/** A manual clock: timers fire only when a test advances time, in due order. */
export function createFakeClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, Timer>();
  const clock: Clock & { advance(ms: number): Promise<void>; pending(): number[] } = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = ++seq;
      timers.set(id, { at: now + ms, seq: id, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    /** Delays of the timers still due, from now. */
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.values()]
          .filter((t) => t.at <= until)
          .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
        if (!due) break;
        timers.delete(due.seq);
        now = due.at;
        due.callback();
        await settle();
      }
      now = until;
      await settle();
    },
  };
  return clock;
}

/** Lets pending promise chains (Dexie transactions included) run to completion. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
