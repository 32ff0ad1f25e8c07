import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db/client';
import { demoIds } from '../../../server/seed/accounts';
import { monthOf, type ExportFormat } from '../../../src/domain/purchases';
import { embeddedEnv } from '../server';
import { repoRoot } from '../support/servers';
import { apiToken } from '../support/session';
import { round } from '../stats';
import type { BenchContext, Benchmark, Figure } from '../types';

const LINES = 100_000;
const TARGET_LINES_PER_S = 50_000;
const TARGET_PEAK_RSS_MB = 100;
const MB = 1024 * 1024;

/** Seeds the demo and one validated purchase order of `lines` lines, in a process of its own. */
async function seed(dataDir: string, lines: number): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli/seed-large-purchase-order.ts',
      '--lines',
      String(lines),
      '--images',
      '500',
      // Catalogue images are URLs (the demo's inline pictures would make each line ten times longer).
      '--image-base',
      'https://images.fitout.test/catalogue',
    ],
    {
      cwd: repoRoot,
      env: embeddedEnv(dataDir, { LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding ${lines} lines exited with ${code}`);
  const line = output.trim().split('\n').at(-1) ?? '';
  const [purchaseOrderId] = (JSON.parse(line) as { purchaseOrderIds: string[] }).purchaseOrderIds;
  if (purchaseOrderId === undefined) throw new Error(`the seed printed no purchase order: ${line}`);
  return purchaseOrderId;
}

function statusKb(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/self/status`);
  return Number(match[1]);
}

/**
 * CPU time of this whole process (every thread: the server's, PGlite's, zlib's and the client's)
 * in seconds: on a shared machine the wall time also counts the waits for a core, this does not.
 */
function cpuSeconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}

/** Resets the kernel's peak-RSS mark of this process, so VmHWM then reads the peak of what follows. */
function resetPeak(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

/** Downloads the export as a client would, counting lines and dropping the bytes as they come. */
async function download(url: string, authorization: string): Promise<{ bytes: number; newlines: number }> {
  const response = await fetch(url, { headers: { authorization, 'accept-language': 'fr' } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) newlines++;
  }
  return { bytes, newlines };
}

/**
 * The accounting export of one 100,000-line purchase order on PGlite, CSV then XLSX: lines per
 * second through the real HTTP route (admin session, streaming reply read by a client), and how far
 * the process's resident memory rises above its level before the export (PGlite's worker included,
 * as it lives in this process like in the server's). The CPU time each export took is logged and
 * kept in the details, to read a slow figure on a busy machine.
 */
async function measure(ctx: BenchContext): Promise<Figure[]> {
  const lines = ctx.sized(LINES, 500);
  const dataDir = join(ctx.scratchDir, 'export-pglite');
  const seedStarted = performance.now();
  const projectId = await seed(dataDir, lines);
  ctx.log(`export: seeded ${lines} lines in ${round((performance.now() - seedStarted) / 1000, 0)} s`);

  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    STATIC_DIR: '/nonexistent',
  });
  const database = await createDatabase(config);
  const app = await buildApp({ config, db: database.db, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const authorization = await apiToken(baseURL, 'admin@fitout.test');
    const period = monthOf(new Date());
    const url = (format: ExportFormat) =>
      `${baseURL}/api/v1/purchases/export?${new URLSearchParams({ ...period, projectId, format }).toString()}`;

    const results: Record<ExportFormat, { linesPerS: number; growthMb: number; mb: number; cpuS: number }> = {
      csv: { linesPerS: 0, growthMb: 0, mb: 0, cpuS: 0 },
      xlsx: { linesPerS: 0, growthMb: 0, mb: 0, cpuS: 0 },
    };
    // The first full read fills PGlite's page cache (its shared buffers, in this process): timed
    // and reported apart, so the figures below are the export's own cost on a warm database.
    resetPeak();
    const coldBefore = statusKb('VmRSS');
    const coldStarted = performance.now();
    await download(url('csv'), authorization);
    const cold = {
      seconds: (performance.now() - coldStarted) / 1000,
      growthMb: (statusKb('VmHWM') - coldBefore) / 1024,
    };
    ctx.log(`export csv, cold cache: ${round(cold.seconds, 2)} s, peak RSS +${round(cold.growthMb, 0)} MB`);
    for (const format of ['csv', 'xlsx'] as const) {
      // A small warm-up export (the demo's individual client): code compiled before measuring.
      await download(
        `${baseURL}/api/v1/purchases/export?${new URLSearchParams({ ...period, clientId: demoIds.individualClient, format }).toString()}`,
        authorization,
      );
      globalThis.gc?.();
      resetPeak();
      const before = statusKb('VmRSS');
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const { bytes, newlines } = await download(url(format), authorization);
      const seconds = (performance.now() - started) / 1000;
      const cpuS = cpuSeconds(process.cpuUsage(cpuBefore));
      const growthMb = (statusKb('VmHWM') - before) / 1024;
      if (format === 'csv' && newlines !== lines + 1) throw new Error(`the CSV held ${newlines - 1} lines`);
      results[format] = { linesPerS: lines / seconds, growthMb, mb: bytes / MB, cpuS };
      ctx.log(
        `export ${format}: ${round(seconds, 2)} s (CPU ${round(cpuS, 2)} s), ${round(bytes / MB, 1)} MB, peak RSS +${round(growthMb, 0)} MB`,
      );
    }
    const slowest = Math.min(results.csv.linesPerS, results.xlsx.linesPerS);
    const largest = Math.max(results.csv.growthMb, results.xlsx.growthMb);
    const details = {
      lines,
      csv_lines_per_s: round(results.csv.linesPerS, 0),
      xlsx_lines_per_s: round(results.xlsx.linesPerS, 0),
      csv_peak_rss_growth_mb: round(results.csv.growthMb, 0),
      xlsx_peak_rss_growth_mb: round(results.xlsx.growthMb, 0),
      csv_cpu_s: round(results.csv.cpuS, 2),
      xlsx_cpu_s: round(results.xlsx.cpuS, 2),
      csv_mb: round(results.csv.mb, 1),
      xlsx_mb: round(results.xlsx.mb, 1),
      database: 'pglite',
      cold_csv_lines_per_s: round(lines / cold.seconds, 0),
      cold_csv_peak_rss_growth_mb: round(cold.growthMb, 0),
    };
    return [
      {
        name: 'export.lines_per_s',
        value: round(slowest, 0),
        unit: 'lines/s',
        target: { min: TARGET_LINES_PER_S },
        details,
      },
      {
        name: 'export.peak_rss_mb',
        value: round(largest, 0),
        unit: 'MB',
        target: { max: TARGET_PEAK_RSS_MB },
        details,
      },
    ];
  } finally {
    await app.close();
    await database.close();
  }
}

/** `npm run bench -- export`: figures of the slower format (the details give both). */
export const exportPurchases: Benchmark = { name: 'export', run: measure };
