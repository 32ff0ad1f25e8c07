import { join } from 'node:path';
import { freePort, startServer, type RunningServer } from '../server';
import { runLoad } from '../support/load-run';
import { createScratchDatabase } from '../support/postgres';
import { repoRoot } from '../support/servers';
import { deviceTokens } from '../support/session';
import type { BenchContext, Benchmark, Figure } from '../types';

const DEVICES = 50;
const WINDOW_MS = 30_000;
/** Two client logins, so the devices' projects split over two scopes (each device a session of its own). */
const USERS = ['b2b-admin@fitout.test', 'b2c@fitout.test'] as const;
/** Issue 36's targets: the embedded database on one machine, PostgreSQL as a production server. */
const TARGETS = {
  pglite: { p95: 500, max: 3_000 },
  postgres: { p95: 300, max: 1_500 },
} as const;

async function measure(
  ctx: BenchContext,
  server: RunningServer,
  label: keyof typeof TARGETS,
): Promise<Figure[]> {
  const deviceCount = ctx.sized(DEVICES, 3);
  const windowMs = ctx.sized(WINDOW_MS, 3_000);
  const tokens = await deviceTokens(server.baseURL, USERS, deviceCount);
  ctx.log(
    `${label}: ${deviceCount} devices pulling every 100 ms and pushing 1-5 changes for ${windowMs / 1000} s`,
  );
  const { p95, max, lost, doubled, details } = await runLoad({
    servers: [server.baseURL],
    tokens,
    // The first session of each user sees that user's devices' projects.
    scopeToken: (i) => tokens[i % USERS.length]!,
    windowMs,
  });
  ctx.log(
    `${label}: ${details.requests} requests, ${details.acknowledged} changes acknowledged, p95 ${p95} ms`,
  );
  const target = TARGETS[label];
  return [
    {
      name: `server.load.p95_ms.${label}`,
      value: p95,
      unit: 'ms',
      target: { max: target.p95 },
      details,
    },
    {
      name: `server.load.max_ms.${label}`,
      value: max,
      unit: 'ms',
      target: { max: target.max },
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
