import type { Page } from '@playwright/test';
import { median, round } from '../stats';
import { launchFreshProfile } from '../support/browser';
import { openDraftWithLines } from '../support/local-store';
import { percentile } from '../support/percentile';
import { signIn, waitUntilSynced } from '../support/session';
import type { Benchmark } from '../types';

const WARMUP = 5;
const SAMPLES = 60;
const TARGET_P95_MS = 12;
const PAUSE_BETWEEN_MS = 100;
const SYNC_TIMEOUT_MS = 120_000;

type Probe = { start: number; end: number; expected: string; before: string };
type ProbeWindow = { benchProbe?: Probe };

/**
 * In the page: a capture-phase keydown listener notes the time before the control reacts (so before
 * `mutate` runs), and a MutationObserver on the line notes when the row shows the new quantity and
 * a changed amount, i.e. when the `useLiveQuery` result carrying the change has rendered.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const input = document.activeElement;
    const row = input?.closest('li');
    if (!(input instanceof HTMLInputElement) || !row) throw new Error('no focused quantity in a line');
    const probe: Probe = { start: 0, end: 0, expected: '', before: '' };
    (window as ProbeWindow).benchProbe = probe;
    window.addEventListener(
      'keydown',
      () => {
        if (probe.start === 0) probe.start = performance.now();
      },
      { capture: true },
    );
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

async function sample(page: Page, step: 1 | -1): Promise<number> {
  await page.evaluate((delta) => {
    const probe = (window as ProbeWindow).benchProbe;
    const input = document.activeElement;
    if (!probe || !(input instanceof HTMLInputElement)) throw new Error('probe lost');
    Object.assign(probe, {
      start: 0,
      end: 0,
      expected: String(Number(input.value) + delta),
      before: input.closest('li')?.textContent ?? '',
    });
  }, step);
  await page.keyboard.press(step === 1 ? 'ArrowUp' : 'ArrowDown');
  const handle = await page.waitForFunction(() => {
    const probe = (window as ProbeWindow).benchProbe;
    return probe && probe.end > 0 ? probe.end - probe.start : 0;
  });
  return (await handle.jsonValue()) as number;
}

/**
 * A client admin changes a line's quantity on /projects/{projectId} with the keyboard (the
 * SpinButton's arrow keys); each sample runs from the key press reaching the page to the line
 * showing the new quantity. The sync engine runs as usual (pushes follow each change).
 */
export const syncMutateToRender: Benchmark = {
  name: 'sync.mutate_to_render',
  async run(ctx) {
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
      ctx.log(`changing a line quantity of project ${projectId}, ${SAMPLES} samples`);
      await installProbe(page);
      const samples: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const ms = await sample(page, i % 2 === 0 ? 1 : -1);
        if (i >= WARMUP) samples.push(ms);
        await page.waitForTimeout(PAUSE_BETWEEN_MS);
      }
      ctx.log(`mutate to render (ms): ${samples.map((s) => round(s, 1)).join(', ')}`);
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
            action: 'ArrowUp/ArrowDown on a line quantity, b2b-admin, demo seed',
          },
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
