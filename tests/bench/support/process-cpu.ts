import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time each process had used at one moment, by pid, with what the process is. */
export type CpuSnapshot = ReadonlyMap<number, { role: string; ticks: number }>;

/**
 * A process's arguments. Chromium's child processes set their title, which joins their arguments
 * with spaces in one string: split on both, or every one of them reads as the browser process.
 */
function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
}

/** What a process does here, from its command line; null for what a benchmark does not run. */
function roleOf(pid: number, args: readonly string[]): string | null {
  if (pid === process.pid) return 'bench';
  if ((args[0] ?? '').includes('chrom')) {
    const type = args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
    if (!type) return 'browser';
    if (type !== 'utility') return type;
    if (args.some((arg) => arg.includes('NetworkService'))) return 'network';
    return args.some((arg) => arg.includes('StorageService')) ? 'storage' : 'utility';
  }
  if (args.some((arg) => arg.endsWith('server/server.ts') || arg.endsWith('scripts/start.mjs')))
    return 'server';
  return null;
}

/** utime + stime, the 14th and 15th fields; the command name before them may hold spaces. */
function ticksOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Every Chromium process, app server and this benchmark's own process, with its CPU time so far
 * (Linux /proc; elsewhere empty). A process that ends between two snapshots loses what it used.
 */
export function cpuSnapshot(): CpuSnapshot {
  const snapshot = new Map<number, { role: string; ticks: number }>();
  if (process.platform !== 'linux') return snapshot;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const role = roleOf(pid, commandLine(pid));
      if (role) snapshot.set(pid, { role, ticks: ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8')) });
    } catch {
      // Ended while being read.
    }
  }
  return snapshot;
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** CPU seconds over a span of time, in all and by role (browser, renderer, network, server, bench...). */
export type CpuSpan = { total: number; byRole: Record<string, number> };

/** What every process of `after` used since `before`; one that started in between, all it used. */
export function cpuSecondsBetween(before: CpuSnapshot, after: CpuSnapshot): CpuSpan {
  const byRole: Record<string, number> = {};
  let total = 0;
  for (const [pid, { role, ticks }] of after) {
    const seconds = (ticks - (before.get(pid)?.ticks ?? 0)) / clockTicks();
    byRole[role] = (byRole[role] ?? 0) + seconds;
    total += seconds;
  }
  return { total, byRole };
}
