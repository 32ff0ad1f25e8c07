import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../../server/clock';
import { ConfigError, loadConfig } from '../../../server/config';

describe('the movable test clock', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'fitout-clock-')), 'offset');

  it('runs at the real time until the test writes an offset, then that far ahead', () => {
    const clock = movableClock(file);
    // Read between two readings of the real time: no margin that a busy machine could exceed.
    const before = Date.now();
    const read = clock().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    writeFileSync(file, String(49 * 3_600_000));
    const ahead = Date.now() + 49 * 3_600_000;
    expect(clock().getTime()).toBeGreaterThanOrEqual(ahead);
    expect(clock().getTime()).toBeLessThanOrEqual(Date.now() + 49 * 3_600_000);
  });

  it('is taken on a server only this machine reaches', () => {
    expect(loadConfig({ TEST_CLOCK_FILE: file }).testClockFile).toBe(file);
    expect(loadConfig({ TEST_CLOCK_FILE: file, PUBLIC_URL: 'http://127.0.0.1:8080' }).testClockFile).toBe(
      file,
    );
    expect(loadConfig({}).testClockFile).toBeNull();
  });

  it('is refused on a server with a public address: production never runs on a moved clock', () => {
    expect(() => loadConfig({ TEST_CLOCK_FILE: file, PUBLIC_URL: 'https://fitout.example' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ TEST_CLOCK_FILE: file, PUBLIC_URL: 'https://fitout.example' })).toThrow(
      /TEST_CLOCK_FILE/,
    );
  });
});
