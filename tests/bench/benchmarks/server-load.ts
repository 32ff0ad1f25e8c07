import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, type RunningServer } from '../server';
import { createLoadDevice, readScope, type LoadDevice, type LoadTally } from '../support/load-device';
import { percentile } from '../support/percentile';
import { createScratchDatabase } from '../support/postgres';
import { repoRoot } from '../support/servers';
import { apiToken } from '../support/session';
import { round } from '../stats';
import type { BenchContext, Benchmark, Figure } from '../types';

const DEVICES = 50;
const WINDOW_MS = 30_000;
/** Two client logins, so the devices' projects split over two scopes (each device a session of its own). */
const USERS = ['b2b-admin@fitout.test', 'b2c@fitout.test'] as const;
const TARGET_P95_MS = 500;
const TARGET_MAX_MS = 3_000;

/**
 * Compares every device's acknowledgements with what the server holds: each acknowledged room once
 * on the device's project and nothing else there, the project's budget set by the last acknowledged
 * update, the server's last mutation id the device's. Returns the changes lost and the ones doubled.
 */
async function audit(baseURL: string, tokens: string[], devices: LoadDevice[]) {
  const scopes = await Promise.all(USERS.map((_, i) => readScope(baseURL, tokens[i]!)));
  let lost = 0;
  let doubled = 0;
  for (const [i, device] of devices.entries()) {
    const { ledger } = device;
    const scope = scopes[i % USERS.length]!;
    const held = scope.rooms.filter((room) => room.projectId === ledger.projectId).map((room) => room.id);
    const heldCount = new Map<string, number>();
    for (const id of held) heldCount.set(id, (heldCount.get(id) ?? 0) + 1);
    const acked = new Set(ledger.ackedRoomIds);
    lost += ledger.ackedRoomIds.filter((id) => !heldCount.has(id)).length;
    doubled += held.filter((id) => !acked.has(id)).length;
    doubled += [...heldCount.values()].reduce((sum, count) => sum + count - 1, 0);
    if (ledger.lastBudget !== null && scope.budgets.get(ledger.projectId) !== ledger.lastBudget) lost++;
    const serverLast = await device.serverLastMutationId();
    if (serverLast < ledger.lastAckedId) lost += ledger.lastAckedId - serverLast;
    if (serverLast > ledger.lastAckedId) doubled += serverLast - ledger.lastAckedId;
  }
  return { lost, doubled };
}

async function measure(ctx: BenchContext, server: RunningServer, label: string): Promise<Figure[]> {
  const deviceCount = ctx.sized(DEVICES, 3);
  const windowMs = ctx.sized(WINDOW_MS, 3_000);
  const tokens: string[] = [];
  // Sign-ins one at a time: the password hash is deliberately slow and is not what is measured.
  for (let i = 0; i < deviceCount; i++) tokens.push(await apiToken(server.baseURL, USERS[i % USERS.length]!));
  const tally: LoadTally = { latencies: [], retries: 0 };
  const devices = tokens.map((token) => createLoadDevice(server.baseURL, token, tally));
  ctx.log(
    `${label}: ${deviceCount} devices pulling every 100 ms and pushing 1-5 changes for ${windowMs / 1000} s`,
  );
  const started = performance.now();
  await Promise.all(devices.map((device) => device.run(started + windowMs)));
  const elapsedMs = performance.now() - started;
  const { lost, doubled } = await audit(server.baseURL, tokens, devices);
  const acked = devices.reduce((sum, device) => sum + device.ledger.lastAckedId, 0);
  const p95 = percentile(tally.latencies, 95);
  const max = Math.max(...tally.latencies);
  ctx.log(
    `${label}: ${tally.latencies.length} requests, ${acked} changes acknowledged, p95 ${round(p95, 0)} ms`,
  );
  const details = {
    devices: deviceCount,
    requests: tally.latencies.length,
    acknowledged: acked,
    retries_503: tally.retries,
    p50_ms: round(percentile(tally.latencies, 50), 0),
    elapsed_ms: round(elapsedMs, 0),
    load_avg_1m: round(loadavg()[0] ?? 0, 1),
  };
  const onPglite = label === 'pglite';
  return [
    {
      name: `server.load.p95_ms.${label}`,
      value: round(p95, 0),
      unit: 'ms',
      ...(onPglite ? { target: { max: TARGET_P95_MS } } : {}),
      details,
    },
    {
      name: `server.load.max_ms.${label}`,
      value: round(max, 0),
      unit: 'ms',
      ...(onPglite ? { target: { max: TARGET_MAX_MS } } : {}),
    },
    {
      name: `server.load.lost_or_doubled.${label}`,
      value: lost + doubled,
      unit: 'changes',
      target: { max: 0 },
      details: { lost, doubled },
    },
  ];
}

/**
 * 50 devices, each with a session of its own and a project it created, pull every 100 ms and push
 * 1-5 changes about every second for 30 s over HTTP on loopback, to a server of their own on
 * PGlite, then on PostgreSQL when one answers. Every request's latency counts; at the end each
 * acknowledged change must be on the server exactly once.
 */
export const serverLoad: Benchmark = {
  name: 'server.load',
  async run(ctx) {
    const figures: Figure[] = [];
    const embedded = await startServer({
      root: repoRoot,
      port: await freePort(),
      dataDir: join(ctx.scratchDir, 'server-load-pglite'),
    });
    try {
      figures.push(...(await measure(ctx, embedded, 'pglite')));
    } finally {
      await embedded.stop();
    }

    const database = await createScratchDatabase('load');
    if (!database) {
      ctx.log('no PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432): skipping the postgres figures');
      return figures;
    }
    try {
      const server = await startServer({
        root: repoRoot,
        port: await freePort(),
        dataDir: join(ctx.scratchDir, 'server-load-postgres'),
        env: { DATABASE_URL: database.url, DEMO_SEED: 'true' },
      });
      try {
        figures.push(...(await measure(ctx, server, 'postgres')));
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
    return figures;
  },
};
