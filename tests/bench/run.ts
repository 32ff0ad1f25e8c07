// `npm run bench [name-prefix...]`: builds and starts the app on its own port and data directory,
// runs every benchmark (or those whose name starts with a given prefix), prints one
// `BENCH <name> <value> <unit>` line per figure and writes them all to bench-results.json.
// Benchmarks report; they never fail on timing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { benchmarks } from './benchmarks';
import { machineInfo } from './machine';
import { startServer } from './server';
import type { BenchContext, Figure } from './types';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const root = join(import.meta.dirname, '..', '..');
const runDir = join(root, '.bench-data', String(Date.now()));

function log(message: string): void {
  console.error(`[bench] ${message}`);
}

function formatTarget(figure: Figure): string {
  if (!figure.target) return '';
  if ('max' in figure.target)
    return ` (target <= ${figure.target.max}${figure.value <= figure.target.max ? ', met' : ', MISSED'})`;
  return ` (target >= ${figure.target.min}${figure.value >= figure.target.min ? ', met' : ', MISSED'})`;
}

async function main(): Promise<void> {
  const prefixes = process.argv.slice(2);
  const selected = benchmarks.filter(
    (b) => prefixes.length === 0 || prefixes.some((p) => b.name.startsWith(p)),
  );
  if (selected.length === 0) throw new Error(`no benchmark matches ${prefixes.join(', ')}`);

  rmSync(join(root, '.bench-data'), { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const server = await startServer({ root, port: PORT, dataDir: join(runDir, 'data') });

  let browser: Browser | null = null;
  const ctx: BenchContext = {
    baseURL: server.baseURL,
    browser: async () => (browser ??= await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)),
    scratchDir: runDir,
    log,
  };

  const results: Array<Figure & { benchmark: string }> = [];
  const failures: Array<{ benchmark: string; error: string }> = [];
  try {
    for (const benchmark of selected) {
      log(`running ${benchmark.name}`);
      try {
        for (const figure of await benchmark.run(ctx)) {
          console.log(`BENCH ${figure.name} ${figure.value} ${figure.unit}${formatTarget(figure)}`);
          results.push({ benchmark: benchmark.name, ...figure });
        }
      } catch (error) {
        // A broken benchmark is reported and the others still run.
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        log(`${benchmark.name} failed: ${message}`);
        failures.push({ benchmark: benchmark.name, error: message });
      }
    }
  } finally {
    await (browser as Browser | null)?.close();
    await server.stop();
  }

  const report = {
    date: new Date().toISOString(),
    machine: machineInfo(CHROMIUM_PATH),
    figures: results,
    failures,
  };
  writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote bench-results.json (${results.length} figures, ${failures.length} failed benchmarks)`);
  rmSync(runDir, { recursive: true, force: true });
  if (failures.length > 0) process.exitCode = 1;
}

await main();
