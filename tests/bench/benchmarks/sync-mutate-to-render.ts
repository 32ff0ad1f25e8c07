import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { median, round } from '../stats';
import { launchFreshProfile } from '../support/browser';
import { openDraftWithLines } from '../support/local-store';
import { percentile } from '../support/percentile';
import { signIn, waitUntilSynced } from '../support/session';
import type { Benchmark } from '../types';

const WARMUP = 5;
const SAMPLES = 60;
const TARGET_P95_MS = 8;
const PAUSE_BETWEEN_MS = 100;
const SYNC_TIMEOUT_MS = 120_000;
const FLOOR_COMMITS = 30;

type Probe = { start: number; committed: number; end: number; expected: string; before: string };
type Sample = { total: number; committed: number };
type ProbeWindow = { benchProbe?: Probe };

/**
 * In the page: a capture-phase keydown listener notes the time before the control reacts (so before
 * `mutate` runs), and a MutationObserver on the line notes when the row shows the new quantity and
 * a changed amount, i.e. when the line's read hook (a `useLiveQuery` over the store, with this tab's
 * optimistic overlay on top, see src/db/optimistic) has rendered the change.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const input = document.activeElement;
    const row = input?.closest('li');
    if (!(input instanceof HTMLInputElement) || !row) throw new Error('no focused quantity in a line');
    const probe: Probe = { start: 0, committed: 0, end: 0, expected: '', before: '' };
    (window as ProbeWindow).benchProbe = probe;
    window.addEventListener(
      'keydown',
      () => {
        if (probe.start === 0) probe.start = performance.now();
      },
      { capture: true },
    );
    // Dexie announces every committed write on this channel (dexie 4 internals): a diagnostic of
    // when the store held the change (and the queue its entry), reported beside the render time.
    new BroadcastChannel('x-storagemutated-1').onmessage = () => {
      if (probe.start > 0 && probe.committed === 0) probe.committed = performance.now();
    };
    new MutationObserver(() => {
      if (
        probe.start > 0 &&
        probe.end === 0 &&
        input.value === probe.expected &&
        row.textContent !== probe.before
      )
        probe.end = performance.now();
    }).observe(row, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function sample(page: Page, step: 1 | -1): Promise<Sample> {
  await page.evaluate((delta) => {
    const probe = (window as ProbeWindow).benchProbe;
    const input = document.activeElement;
    if (!probe || !(input instanceof HTMLInputElement)) throw new Error('probe lost');
    Object.assign(probe, {
      start: 0,
      committed: 0,
      end: 0,
      expected: String(Number(input.value) + delta),
      before: input.closest('li')?.textContent ?? '',
    });
  }, step);
  await page.keyboard.press(step === 1 ? 'ArrowUp' : 'ArrowDown');
  const handle = await page.waitForFunction(() => {
    const probe = (window as ProbeWindow).benchProbe;
    // The row may show the change before the store commits it (the optimistic overlay): both are awaited.
    if (!probe || probe.end === 0 || probe.committed === 0) return null;
    return { total: probe.end - probe.start, committed: probe.committed - probe.start };
  });
  return (await handle.jsonValue()) as Sample;
}

/**
 * The floor under any mutate-to-render time: one small read-write IndexedDB transaction committed
 * on the same disk-backed profile (every mutation commits one before a live query can see it).
 */
function idbCommitMedian(page: Page, commits: number): Promise<number> {
  return page.evaluate(async (count) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('bench-commit-floor', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('rows', { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open the floor database'));
    });
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('rows', 'readwrite');
        tx.objectStore('rows').put({ id: i, quantity: i, note: 'floor' });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('floor write failed'));
      });
      times.push(performance.now() - started);
    }
    db.close();
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  }, commits);
}

/**
 * A client admin changes a line's quantity on /projects/{projectId} with the keyboard (the
 * SpinButton's arrow keys); each sample runs from the key press reaching the page to the line
 * showing the new quantity. The sync engine runs as usual (pushes follow each change).
 */
export const syncMutateToRender: Benchmark = {
  name: 'sync.mutate_to_render',
  async run(ctx) {
    const warmup = ctx.sized(WARMUP, 1);
    const sampleCount = ctx.sized(SAMPLES, 5);
    const floorCommits = ctx.sized(FLOOR_COMMITS, 3);
    const browser = await launchFreshProfile({
      scratchDir: ctx.scratchDir,
      label: 'mutate-to-render',
      baseURL: ctx.baseURL,
    });
    try {
      const { page } = browser;
      await signIn(page, 'b2b-admin');
      await waitUntilSynced(page, SYNC_TIMEOUT_MS);
      const { projectId } = await openDraftWithLines(page);
      ctx.log(`changing a line quantity of project ${projectId}, ${sampleCount} samples`);
      await installProbe(page);
      const samples: number[] = [];
      const commits: number[] = [];
      for (let i = 0; i < warmup + sampleCount; i++) {
        const measured = await sample(page, i % 2 === 0 ? 1 : -1);
        if (i < warmup) continue;
        samples.push(measured.total);
        commits.push(measured.committed);
        await page.waitForTimeout(PAUSE_BETWEEN_MS);
      }
      ctx.log(`mutate to render (ms): ${samples.map((s) => round(s, 1)).join(', ')}`);
      const floorMs = await idbCommitMedian(page, floorCommits);
      return [
        {
          name: 'sync.mutate_to_render.p95_ms',
          value: round(percentile(samples, 95), 1),
          unit: 'ms',
          target: { max: TARGET_P95_MS },
          details: {
            samples: samples.length,
            median_ms: round(median(samples), 1),
            max_ms: round(Math.max(...samples), 1),
            key_to_local_commit_median_ms: round(median(commits), 1),
            idb_commit_median_ms: round(floorMs, 1),
            load_avg_1m: round(loadavg()[0] ?? 0, 1),
            action: 'ArrowUp/ArrowDown on a line quantity, b2b-admin, demo seed',
          },
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
