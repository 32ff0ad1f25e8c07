// `npm run bench [--smoke] [name-prefix...]`: builds and starts the app on a free port and its own
// data directory, prints the machine, runs every benchmark (or those whose name starts with a given
// prefix), prints one `BENCH <name> <value> <unit>` line per figure and writes them all to
// bench-results.json. Benchmarks report; they never fail on timing. The run fails when a benchmark
// cannot produce its figures: `--smoke` runs each once at a tiny scale for CI, so one that rots
// (a page model the app moved away from) is seen the day it breaks.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { benchmarks } from './benchmarks';
import { machineInfo } from './machine';
import { freePort, startServer } from './server';
import type { BenchContext, Figure } from './types';

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
  const args = process.argv.slice(2);
  const smoke = args.includes('--smoke');
  const prefixes = args.filter((arg) => arg !== '--smoke');
  const selected = benchmarks.filter(
    (b) => prefixes.length === 0 || prefixes.some((p) => b.name.startsWith(p)),
  );
  if (selected.length === 0) throw new Error(`no benchmark matches ${prefixes.join(', ')}`);

  const machine = machineInfo(CHROMIUM_PATH);
  log(
    `machine: ${machine.cpuModel}, ${machine.cores} cores, load ${machine.loadAverage.join(' ')}, ` +
      `${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}, ${machine.platform}` +
      (smoke ? ' (smoke: tiny scale, figures not comparable)' : ''),
  );
  rmSync(join(root, '.bench-data'), { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = await startServer({ root, port, dataDir: join(runDir, 'data') });

  let browser: Browser | null = null;
  const ctx: BenchContext = {
    baseURL: server.baseURL,
    browser: async () => (browser ??= await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)),
    scratchDir: runDir,
    log,
    smoke,
    sized: (full, tiny) => (smoke ? tiny : full),
  };

  const results: Array<Figure & { benchmark: string }> = [];
  const failures: Array<{ benchmark: string; error: string }> = [];
  try {
    for (const benchmark of selected) {
      log(`running ${benchmark.name}`);
      try {
        const figures = await benchmark.run(ctx);
        // A benchmark that ends without a figure it could not skip has rotted as surely as one that throws.
        if (figures.length === 0 && !benchmark.mayReportNothing)
          throw new Error(`${benchmark.name} produced no figure`);
        for (const figure of figures) {
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
    smoke,
    machine,
    figures: results,
    failures,
  };
  writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote bench-results.json (${results.length} figures, ${failures.length} failed benchmarks)`);
  rmSync(runDir, { recursive: true, force: true });
  if (failures.length > 0) process.exitCode = 1;
}

await main();
