import { join } from 'node:path';
import { redisAnswers, testRedisPrefix, testRedisUrl } from '../../server/support/test-redis';
import { freePort, startServer, type RunningServer } from '../server';
import { runLoad } from '../support/load-run';
import { createScratchDatabase } from '../support/postgres';
import { repoRoot } from '../support/servers';
import { deviceTokens } from '../support/session';
import type { BenchContext, Benchmark, Figure } from '../types';

const DEVICES = 200;
const WINDOW_MS = 30_000;
/** As server.load: two client logins, each device a session of its own. */
const USERS = ['b2b-admin@fitout.test', 'b2c@fitout.test'] as const;

/**
 * One layout (one instance, or two sharing the database and Redis) on a fresh PostgreSQL database:
 * every layout starts from the same demo data, so neither pulls the other's changes.
 */
async function measure(ctx: BenchContext, instances: 1 | 2, redisEnv: Record<string, string>) {
  const label = instances === 1 ? 'one_instance' : 'two_instances';
  const database = await createScratchDatabase(`scale_${instances}`);
  if (!database) return null;
  const servers: RunningServer[] = [];
  try {
    const env = { DATABASE_URL: database.url, ...redisEnv };
    // The first seeds the demo; the second starts on a database already migrated and seeded.
    for (let i = 0; i < instances; i++)
      servers.push(
        await startServer({
          root: repoRoot,
          port: await freePort(),
          dataDir: join(ctx.scratchDir, `server-scale-${instances}-${i}`),
          env: i === 0 ? { ...env, DEMO_SEED: 'true' } : env,
        }),
      );
    const deviceCount = ctx.sized(DEVICES, 4);
    const windowMs = ctx.sized(WINDOW_MS, 3_000);
    const tokens = await deviceTokens(servers[0]!.baseURL, USERS, deviceCount);
    ctx.log(`${label}: ${deviceCount} devices over ${instances} instance(s) for ${windowMs / 1000} s`);
    const result = await runLoad({
      servers: servers.map((server) => server.baseURL),
      tokens,
      scopeToken: (i) => tokens[i % USERS.length]!,
      windowMs,
    });
    ctx.log(`${label}: ${result.details.requests} requests, p95 ${result.p95} ms, max ${result.max} ms`);
    return { label, ...result };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

/**
 * 200 devices as in server.load, first on one instance, then split over two instances on one
 * PostgreSQL (and one Redis for the shared request limits, when one answers), each layout on a
 * fresh database. The two-instance figures sit beside the one-instance ones of the same run. On a
 * 2-core machine both instances share the cores the one had: the point is that nothing is lost or
 * doubled and the latencies stay in the same range, not a speed-up.
 */
export const serverScale: Benchmark = {
  name: 'server.scale',
  mayReportNothing: true,
  async run(ctx) {
    const redis = (await redisAnswers()) ? testRedisPrefix() : null;
    if (!redis) ctx.log('no Redis answers: the instances count their request limits each on its own');
    const redisEnv: Record<string, string> = redis
      ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: redis.keyPrefix }
      : {};
    const figures: Figure[] = [];
    try {
      for (const instances of [1, 2] as const) {
        const result = await measure(ctx, instances, redisEnv);
        if (!result) {
          ctx.log('no PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432): skipping server.scale');
          return figures;
        }
        const { label, p95, max, lost, doubled, details } = result;
        figures.push(
          { name: `server.scale.p95_ms.${label}`, value: p95, unit: 'ms', details },
          { name: `server.scale.max_ms.${label}`, value: max, unit: 'ms' },
          {
            name: `server.scale.lost_or_doubled.${label}`,
            value: lost + doubled,
            unit: 'changes',
            target: { max: 0 },
            details: { lost, doubled },
          },
        );
      }
      return figures;
    } finally {
      await redis?.clear();
    }
  },
};
