import { join } from 'node:path';
import { createDatabase, type Database } from '../../../server/db/client';
import { enqueueMessages } from '../../../server/outbox/enqueue';
import type { NewMessage } from '../../../server/outbox/messages';
import { startFakeChat, type FakeChat } from '../../server/support/fake-chat';
import { freePort, startServer, type RunningServer } from '../server';
import { percentile } from '../support/percentile';
import { createScratchDatabase } from '../support/postgres';
import { repoRoot } from '../support/servers';
import { round } from '../stats';
import type { BenchContext, Benchmark, Figure } from '../types';

const BURST = 3000;
const LAG_RATE_PER_S = 50;
const LAG_SECONDS = 10;

const notice = (text: string): NewMessage => ({
  kind: 'chat.notice',
  projectId: null,
  payload: { text, blocks: [] },
});

/** Waits until the fake has received all `ids`; looks rarely, since the fake shares this process's CPU. */
async function waitFor(chat: FakeChat, ids: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let missing = ids.filter((id) => !chat.receivedAt.has(id));
  while (missing.length > 0) {
    if (Date.now() > deadline) {
      throw new Error(
        `${ids.length - missing.length} of ${ids.length} messages delivered after ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    missing = missing.filter((id) => !chat.receivedAt.has(id));
  }
}

/** A burst committed at once, delivered by both servers: messages per second from commit to the last one. */
async function deliveryRate(database: Database, chat: FakeChat, burst: number): Promise<Figure> {
  const ids = await database.db.transaction((tx) =>
    enqueueMessages(
      tx,
      Array.from({ length: burst }, (_, i) => notice(`burst ${i}`)),
      new Date(),
    ),
  );
  const committed = Date.now();
  await waitFor(chat, ids, 120_000);
  const last = Math.max(...ids.map((id) => chat.receivedAt.get(id)!));
  const doubles = chat.keys.doubles().length;
  return {
    name: 'outbox.delivery_per_s',
    value: round((burst / (last - committed)) * 1000, 0),
    unit: 'msg/s',
    target: { min: 500 },
    details: { messages: burst, instances: 2, delivered_twice: doubles },
  };
}

/** One message per transaction at a steady rate: commit to arrival at the receiver. */
async function lag(database: Database, chat: FakeChat, seconds: number): Promise<Figure> {
  const committedAt = new Map<string, number>();
  const total = LAG_RATE_PER_S * seconds;
  const start = Date.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / LAG_RATE_PER_S;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const [id] = await database.db.transaction((tx) =>
      enqueueMessages(tx, [notice(`steady ${i}`)], new Date()),
    );
    committedAt.set(id!, Date.now());
  }
  const ids = [...committedAt.keys()];
  await waitFor(chat, ids, 60_000);
  const lags = ids.map((id) => chat.receivedAt.get(id)! - committedAt.get(id)!);
  return {
    name: 'outbox.lag_p95_ms',
    value: percentile(lags, 95),
    unit: 'ms',
    target: { max: 1000 },
    details: {
      messages: total,
      rate_per_s: LAG_RATE_PER_S,
      p50: percentile(lags, 50),
      max: Math.max(...lags),
    },
  };
}

/**
 * Two real server processes (`npm start`) on one PostgreSQL, each running its outbox worker, with
 * the chat webhook pointed at a local fake; the benchmark commits messages from its own connection
 * as a mutation's transaction would, and the fake times their arrival.
 */
export const outbox: Benchmark = {
  name: 'outbox',
  mayReportNothing: true,
  async run(ctx: BenchContext) {
    const scratch = await createScratchDatabase('outbox');
    if (!scratch) {
      ctx.log('no PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432): skipping the outbox figures');
      return [];
    }
    const chat = await startFakeChat();
    const servers: RunningServer[] = [];
    let database: Database | null = null;
    try {
      // One after the other: the first applies the migrations.
      for (const n of [1, 2]) {
        servers.push(
          await startServer({
            root: repoRoot,
            port: await freePort(),
            dataDir: join(ctx.scratchDir, `outbox-${n}`),
            env: { DATABASE_URL: scratch.url, DEMO_SEED: 'false', CHAT_WEBHOOK_URL: chat.webhookUrl },
          }),
        );
      }
      database = await createDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
      const rate = await deliveryRate(database, chat, ctx.sized(BURST, 100));
      ctx.log(
        `burst of ${rate.details?.messages}: ${rate.value} msg/s, ${rate.details?.delivered_twice} delivered twice`,
      );
      return [rate, await lag(database, chat, ctx.sized(LAG_SECONDS, 1))];
    } finally {
      await database?.close();
      for (const server of servers) await server.stop();
      await chat.close();
      await scratch.drop();
    }
  },
};
