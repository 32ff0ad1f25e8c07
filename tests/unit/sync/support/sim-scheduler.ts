import { vi } from 'vitest';
import type { Clock } from '../../../../src/sync/engine';
import type { Network } from './faulty-fetch';
import { createRandom } from './sim-random';

/** The virtual start of every simulation: `Date`, the server's clock and the engines' clocks. */
export const simEpoch = Date.UTC(2026, 0, 1);

/**
 * Makes a simulation run one interleaving per seed. Node runs microtasks, `process.nextTick` and
 * `setImmediate` callbacks in a fixed order; what varies from run to run is anything tied to the
 * wall clock (timers, `Date`), to the system's randomness, or to I/O finishing while other work is
 * runnable. So: timers and `Date` are virtual (vitest's fake timers, moved only by the simulation),
 * `Math.random` is seeded, and every `setImmediate` is counted so the scheduler knows when all
 * devices are blocked (on the network or a timer). Requests are only delivered then, one at a time,
 * in an order drawn from the seed: the server (and its I/O, e.g. on a restart) never runs alongside
 * a device.
 */
export function installDeterminism(seed: number) {
  vi.useFakeTimers({
    now: simEpoch,
    // setImmediate, nextTick and queueMicrotask stay real: fake-indexeddb and Dexie need them, and
    // their order does not depend on time.
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const mathRandom = createRandom(seed ^ 0x5eed);
  const randomSpy = vi.spyOn(Math, 'random').mockImplementation(mathRandom.next);
  // uuidv7 (ids the server makes, e.g. the demo users', which its pull cookies hash) reads these.
  const cryptoSpy = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
    if (array === null) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = mathRandom.int(0, 255);
    return array;
  });

  const realSetImmediate = globalThis.setImmediate;
  const realClearImmediate = globalThis.clearImmediate;
  const live = new Set<NodeJS.Immediate>();
  const counting = ((callback: (...args: unknown[]) => void, ...args: unknown[]) => {
    const handle = realSetImmediate(() => {
      live.delete(handle);
      callback(...args);
    });
    live.add(handle);
    return handle;
  }) as typeof setImmediate;
  globalThis.setImmediate = Object.assign(counting, { __promisify__: realSetImmediate.__promisify__ });
  globalThis.clearImmediate = (handle) => {
    if (handle) live.delete(handle);
    realClearImmediate(handle);
  };

  return {
    /** Resolves once nothing is runnable: every task waits on a request, a timer, or is done. */
    async idle(): Promise<void> {
      do await new Promise<void>((resolve) => realSetImmediate(resolve));
      while (live.size > 0);
    },
    /** Lets some immediates run (a seeded amount of progress), without waiting for all. */
    async turns(n: number): Promise<void> {
      for (let i = 0; i < n; i++) await new Promise<void>((resolve) => realSetImmediate(resolve));
    },
    restore() {
      globalThis.setImmediate = realSetImmediate;
      globalThis.clearImmediate = realClearImmediate;
      randomSpy.mockRestore();
      cryptoSpy.mockRestore();
      vi.useRealTimers();
    },
  };
}

export type Determinism = ReturnType<typeof installDeterminism>;

/** An engine clock on the virtual time: retry, debounce and poll timers fire as the simulation moves time. */
export const virtualClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs the simulated world until `target` settles: requests are delivered only when all else waits. */
export function createDriver(determinism: Determinism, network: Network) {
  /** Lets the devices run, then delivers up to `n` waiting requests, one at a time. */
  async function deliver(n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      await determinism.idle();
      if (network.waiting.length === 0) return;
      await network.step();
    }
    await determinism.idle();
  }
  return {
    deliver,
    async drive<T>(target: Promise<T>): Promise<T> {
      let settled = false;
      target.then(
        () => (settled = true),
        () => (settled = true),
      );
      // A task that waits on a timer gets it, up to a point: then it waits on nothing and never ends.
      for (let timersFired = 0; ;) {
        await determinism.idle();
        if (settled) return target;
        if (network.waiting.length > 0) {
          await network.step();
          timersFired = 0;
        } else if (vi.getTimerCount() > 0 && timersFired++ < 100) {
          vi.advanceTimersToNextTimer();
        } else {
          throw new Error('simulation stuck: the awaited task waits on no request and no timer');
        }
      }
    },
    /** Delivers every waiting request, those sent in answer to others included. */
    async drain(): Promise<void> {
      for (;;) {
        await determinism.idle();
        if (network.waiting.length === 0) return;
        await network.step();
      }
    },
  };
}

export type Driver = ReturnType<typeof createDriver>;
