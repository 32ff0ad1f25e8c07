import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { cpuSecondsBetween, cpuSnapshot, type CpuSnapshot } from '../../bench/support/process-cpu';

describe('process CPU for benchmarks', () => {
  it('sums each role, and counts a process started in between from zero', () => {
    const before: CpuSnapshot = new Map([
      [10, { role: 'browser', ticks: 100 }],
      [11, { role: 'renderer', ticks: 50 }],
    ]);
    const after: CpuSnapshot = new Map([
      [10, { role: 'browser', ticks: 250 }],
      [11, { role: 'renderer', ticks: 50 + 20 }],
      [12, { role: 'renderer', ticks: 30 }],
    ]);
    const span = cpuSecondsBetween(before, after);
    // In clock ticks: browser 150, renderers 20 + 30, all 200 (whatever a tick is on this machine).
    const browser = span.byRole.browser ?? 0;
    expect(browser).toBeGreaterThan(0);
    expect(span.byRole.renderer).toBeCloseTo((browser * 50) / 150);
    expect(span.total).toBeCloseTo((browser * 200) / 150);
  });

  it.skipIf(process.platform !== 'linux')('sees the CPU this process burns, as the bench', () => {
    const before = cpuSnapshot();
    // Bounded by the CPU burnt, as the kernel counts it for this process, not by wall time: a busy
    // machine gives the spin less of each second, and the test must not depend on how much.
    const start = process.cpuUsage();
    const burnt = () => {
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1e6;
    };
    let spin = 0;
    while (burnt() < 0.4) spin += Math.sqrt(spin + 1);
    const span = cpuSecondsBetween(before, cpuSnapshot());
    expect(spin).toBeGreaterThan(0);
    expect(span.byRole.bench).toBeGreaterThanOrEqual(0.3);
    expect(span.total).toBeGreaterThanOrEqual(span.byRole.bench ?? 0);
  });

  it.skipIf(process.platform !== 'linux')(
    "tells Chromium's processes apart, not all as the browser",
    async () => {
      const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
      try {
        await (await browser.newPage()).goto('data:text/html,<p>renderer</p>');
        const roles = new Set([...cpuSnapshot().values()].map(({ role }) => role));
        expect(roles).toContain('browser');
        expect(roles).toContain('renderer');
        expect(roles).toContain('network');
      } finally {
        await browser.close();
      }
    },
  );
});
