import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { embeddedEnv, startServer, type RunningServer } from '../server';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');

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
      env: embeddedEnv(options.dataDir, { LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const [code] = (await once(seed, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding at scale ${options.scale} exited with ${code}`);
  options.log(`seeded scale ${options.scale.toFixed(2)} in ${Math.round((Date.now() - started) / 1000)} s`);
  return startServer({ root: repoRoot, port: options.port, dataDir: options.dataDir });
}
