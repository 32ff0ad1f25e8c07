import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../server';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * Extra servers' offsets start at 40 above the harness's port. BENCH_SIDE_OFFSET moves them closer
 * (e.g. 2: 40 becomes 2, 41 becomes 3), for a machine where each person has a narrow port range.
 */
const sideShift = Number(process.env.BENCH_SIDE_OFFSET ?? 40) - 40;

/** A port of its own for each extra server, next to the harness's one. */
export function portNear(baseURL: string, offset: number): number {
  return Number(new URL(baseURL).port || 80) + offset + sideShift;
}

/**
 * Loads the demo at `scale` into a new embedded database in `dataDir` (`npm run seed -- --scale`),
 * then starts `npm start` on it; the server does not seed again since the directory exists.
 */
export async function startSeededServer(options: {
  port: number;
  dataDir: string;
  scale: number;
  log: (message: string) => void;
}): Promise<RunningServer> {
  const started = Date.now();
  const seed = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli/seed.ts', '--scale', String(options.scale)],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const [code] = (await once(seed, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding at scale ${options.scale} exited with ${code}`);
  options.log(`seeded scale ${options.scale.toFixed(2)} in ${Math.round((Date.now() - started) / 1000)} s`);
  return startServer({ root: repoRoot, port: options.port, dataDir: options.dataDir });
}
