import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const READY_TIMEOUT_MS = 240_000;
const READY_POLL_MS = 250;

export type RunningServer = {
  baseURL: string;
  stop: () => Promise<void>;
  /**
   * Ends the server at once (SIGKILL), as a machine that dies: no request finishes, nothing is
   * flushed. Only for a server started `crashable`.
   */
  crash: () => Promise<void>;
};

/**
 * A port nobody listens on now, chosen by the system: several people run benchmarks and end-to-end
 * servers on one machine, and a fixed port collides. The server binds it a moment later.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The environment of a process the bench starts on the embedded database in `dataDir` (a server, a
 * seed), over this one's. DATABASE_URL here only names the PostgreSQL server the benchmarks that
 * measure it make their own databases on: inherited, it sent the seeds to CI's database while the
 * servers they fed read their empty directory (a purchase order not found, an unmigrated login).
 */
export function embeddedEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _postgresServer, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, ...env };
}

/** Starts `npm start` (builds dist/ when stale) on its own port and data directory. */
export async function startServer(options: {
  root: string;
  port: number;
  dataDir: string;
  /** Extra environment for this server (e.g. DATABASE_URL, DEMO_SEED), over the defaults below. */
  env?: Record<string, string>;
  /**
   * In a process group of its own, so `crash` kills the server itself and not only `npm start`'s
   * wrapper (which would leave it running). Not by default: Ctrl-C on the bench reaches only the
   * terminal's group.
   */
  crashable?: boolean;
}): Promise<RunningServer> {
  // On the embedded database unless its benchmark names one in `env`.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: options.root,
    env: embeddedEnv(options.dataDir, {
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      // Benchmarks fire far more requests than one person would; the per-IP limit is not under test.
      RATE_LIMIT_MAX: '1000000',
      ...options.env,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: options.crashable === true,
  });
  const baseURL = `http://localhost:${options.port}`;
  await waitUntilReady(baseURL, child);
  return {
    baseURL,
    stop: () => stop(child),
    async crash() {
      if (!options.crashable) throw new Error('this server was not started crashable');
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

async function waitUntilReady(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  await stop(child);
  throw new Error(`server not ready at ${baseURL} after ${READY_TIMEOUT_MS} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
