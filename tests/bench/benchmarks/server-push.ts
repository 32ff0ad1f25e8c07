import { loadavg } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from '../../../src/domain/ids';
import type { Mutation, PullResponse, PushResponse } from '../../../src/domain/sync/protocol.schema';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { freePort, startServer, type RunningServer } from '../server';
import { percentile } from '../support/percentile';
import { createScratchDatabase } from '../support/postgres';
import { repoRoot } from '../support/servers';
import { deviceTokens } from '../support/session';
import { round } from '../stats';
import type { BenchContext, Benchmark, Figure } from '../types';

const CLIENTS = 50;
/** Each client pushes up to ROUNDS batches, and starts no new one after PUSH_WINDOW_MS. */
const ROUNDS = 10;
const PUSH_WINDOW_MS = 20_000;
const BATCH = 20;
/** A room is created for every fifth change; the others change a line's quantity. */
const ROOM_EVERY = 5;
const MAX_RETRIES = 20;
const USERS = ['admin@fitout.test', 'b2b-admin@fitout.test', 'b2c@fitout.test'] as const;

type Scope = { projectIds: string[]; lineIds: string[] };

async function post<T>(
  baseURL: string,
  path: string,
  authorization: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseURL}/api/v1/sync/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The projects a user may edit (all for the admin, drafts for clients) and their lines, from a pull. */
async function editableScope(baseURL: string, authorization: string, admin: boolean): Promise<Scope> {
  const clientID = `bench-scope-${uuidv7()}`;
  const projects: Array<{ id: string; status: unknown }> = [];
  const lines: Array<{ id: string; projectId: unknown }> = [];
  let cookie: string | null = null;
  for (;;) {
    const { status, body }: { status: number; body: PullResponse } = await post<PullResponse>(
      baseURL,
      'pull',
      authorization,
      {
        clientID,
        protocolVersion,
        cookie,
        limit: 10_000,
      },
    );
    if (status !== 200) throw new Error(`pull answered ${status}`);
    for (const change of body.changes) {
      if (!change.data) continue;
      if (change.entity === 'projects') projects.push({ id: change.id, status: change.data.status });
      if (change.entity === 'purchaseOrderLines')
        lines.push({ id: change.id, projectId: change.data.projectId });
    }
    cookie = body.cookie;
    if (!body.more) break;
  }
  const projectIds = projects.filter((p) => admin || p.status === 'draft').map((p) => p.id);
  const editable = new Set(projectIds);
  const lineIds = lines
    .filter((l) => typeof l.projectId === 'string' && editable.has(l.projectId))
    .map((l) => l.id);
  if (projectIds.length === 0 || lineIds.length === 0) throw new Error('no editable project with lines');
  return { projectIds, lineIds };
}

function batchOf(client: number, round: number, firstId: number, scope: Scope): Mutation[] {
  const createdAt = new Date().toISOString();
  return Array.from({ length: BATCH }, (_, k) => {
    const id = firstId + k;
    const n = client * 7919 + round * BATCH + k;
    if (k % ROOM_EVERY === ROOM_EVERY - 1) {
      const projectId = scope.projectIds[n % scope.projectIds.length]!;
      return {
        id,
        name: 'roomCreate',
        args: { id: uuidv7(), projectId, name: `Bench ${client}-${round}-${k}` },
        createdAt,
      };
    }
    const lineId = scope.lineIds[n % scope.lineIds.length]!;
    return { id, name: 'lineUpdateQuantity', args: { id: lineId, quantity: 1 + (n % 5) }, createdAt };
  });
}

type Tally = { applied: number; rejected: number; retries: number; pushes: number; latencies: number[] };

/** One device: its own session and clientID, batches in order until the window closes, a 503 retried like the engine does. */
async function runClient(
  baseURL: string,
  client: number,
  authorization: string,
  scope: Scope,
  tally: Tally,
  deadline: number,
) {
  const clientID = uuidv7();
  let nextId = 1;
  for (let r = 0; r < ROUNDS && (r === 0 || performance.now() < deadline); r++) {
    const mutations = batchOf(client, r, nextId, scope);
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      const { status, body } = await post<PushResponse>(baseURL, 'push', authorization, {
        clientID,
        protocolVersion,
        mutations,
      });
      tally.latencies.push(performance.now() - started);
      if (status === 200) {
        tally.pushes++;
        for (const result of body.results) {
          if (result.status === 'applied') tally.applied++;
          if (result.status === 'rejected') tally.rejected++;
        }
        break;
      }
      if (status !== 503 || attempt >= MAX_RETRIES)
        throw new Error(`push answered ${status}: ${JSON.stringify(body)}`);
      tally.retries++;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
    nextId += BATCH;
  }
}

async function measure(ctx: BenchContext, server: RunningServer, label: string): Promise<Figure> {
  const clientCount = ctx.sized(CLIENTS, 3);
  const windowMs = ctx.sized(PUSH_WINDOW_MS, 2_000);
  const tokens = await deviceTokens(server.baseURL, USERS, clientCount);
  const scopes = await Promise.all(
    USERS.map((email, i) => editableScope(server.baseURL, tokens[i]!, email === 'admin@fitout.test')),
  );
  const tally: Tally = { applied: 0, rejected: 0, retries: 0, pushes: 0, latencies: [] };
  ctx.log(
    `${label}: ${clientCount} clients pushing batches of ${BATCH} mutations for up to ${windowMs / 1000} s`,
  );
  const started = performance.now();
  await Promise.all(
    tokens.map((token, i) =>
      runClient(server.baseURL, i, token, scopes[i % USERS.length]!, tally, started + windowMs),
    ),
  );
  const elapsedMs = performance.now() - started;
  ctx.log(`${label}: ${tally.applied} applied, ${tally.rejected} rejected in ${Math.round(elapsedMs)} ms`);
  return {
    name: `server.push.mutations_per_s.${label}`,
    value: round(tally.applied / (elapsedMs / 1000), 0),
    unit: 'mutations/s',
    details: {
      clients: clientCount,
      pushes: tally.pushes,
      batch: BATCH,
      applied: tally.applied,
      rejected: tally.rejected,
      retries_503: tally.retries,
      elapsed_ms: round(elapsedMs, 0),
      push_p95_ms: round(percentile(tally.latencies, 95), 0),
      load_avg_1m: round(loadavg()[0] ?? 0, 1),
      mix: `lineUpdateQuantity, 1 roomCreate in ${ROOM_EVERY}; users admin, b2b-admin, b2c`,
    },
  };
}

/**
 * 50 devices (each its own session and clientID, spread over three users) push batches of
 * realistic changes at once over HTTP to a server process of their own: on PGlite, then on
 * PostgreSQL when one answers (a new database, dropped afterwards). Applied mutations / wall time.
 */
export const serverPush: Benchmark = {
  name: 'server.push',
  async run(ctx) {
    const figures: Figure[] = [];
    const embedded = await startServer({
      root: repoRoot,
      port: await freePort(),
      dataDir: join(ctx.scratchDir, 'server-push-pglite'),
    });
    try {
      figures.push(await measure(ctx, embedded, 'pglite'));
    } finally {
      await embedded.stop();
    }

    const database = await createScratchDatabase('push');
    if (!database) {
      ctx.log('no PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432): skipping the postgres figure');
      return figures;
    }
    try {
      const server = await startServer({
        root: repoRoot,
        port: await freePort(),
        dataDir: join(ctx.scratchDir, 'server-push-postgres'),
        env: { DATABASE_URL: database.url, DEMO_SEED: 'true' },
      });
      try {
        figures.push(await measure(ctx, server, 'postgres'));
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
    return figures;
  },
};
