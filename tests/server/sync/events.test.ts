import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../../src/domain/auth/auth.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { buildApp } from '../../../server/app';
import { createDatabase, type Database } from '../../../server/db/client';
import { changesChannel } from '../../../server/db/versions';
import { seedDemo } from '../../../server/seed';
import { demoPassword } from '../../../server/seed/accounts';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { mutation, newClientId } from './sync-helpers';

interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Opens the SSE stream of a listening app. `opened()` checks the stream's preamble, `next()` returns
 * the next event (comment lines such as heartbeats skipped), so a test asserts what arrived.
 */
async function openEvents(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/sync/events?access_token=${encodeURIComponent(token)}`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  // One read in flight at a time: a read abandoned by a timeout would swallow the next chunk.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  /** The next complete block (lines up to a blank line), as its lines. */
  async function block(timeoutMs: number): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (!received.includes('\n\n')) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`nothing within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('nothing yet')), left)),
      ]);
      pending = null;
      if (chunk.done) throw new Error(`stream ended; got ${JSON.stringify(received)}`);
      received += chunk.value;
    }
    const end = received.indexOf('\n\n');
    const lines = received.slice(0, end).split('\n');
    received = received.slice(end + 2);
    return lines;
  }
  return {
    /** The first block: the reconnection delay and a comment saying the stream is live. */
    opened: (timeoutMs = 30_000) => block(timeoutMs),
    async next(timeoutMs = 30_000): Promise<ServerSentEvent> {
      for (;;) {
        const fields = (await block(timeoutMs)).filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        const value = (name: string) =>
          fields
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart())
            .join('\n');
        return { event: value('event') || 'message', data: value('data') };
      }
    },
    close: () => controller.abort(),
  };
}

/** What a commit sends every open stream: a nudge with no data, the device pulls its own scope. */
const poke: ServerSentEvent = { event: 'poke', data: '{}' };

async function login(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: demoPassword },
  });
  return sessionSchema.parse(response.json()).access_token;
}

async function pushProject(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: { authorization: `bearer ${token}` },
    payload: {
      clientID: newClientId(),
      protocolVersion,
      mutations: [mutation(1, 'projectCreate', { id: uuidv7(), name: 'Poke' })],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe('GET /api/v1/sync/events', () => {
  let env: TestApp;
  beforeAll(async () => {
    env = await createTestApp({ seed: 'accounts' });
  });
  afterAll(async () => env?.close());

  it('refuses a stream without a valid token', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/api/v1/sync/events?access_token=nope' });
    expect(response.statusCode).toBe(401);
    // An answer, not a stream: nothing will ever be pushed down this one.
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toContain('event:');
  });

  it('pokes connected devices after a push commits', async () => {
    const baseUrl = await env.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await env.login('b2b-agent@fitout.test');
    const events = await openEvents(baseUrl, token);
    cleanups.push(async () => events.close());
    expect(await events.opened()).toEqual(['retry: 3000', ': connected']);
    await pushProject(env.app, token);
    expect(await events.next()).toEqual(poke);
  });

  it('pokes every open stream, whoever committed, and only for commits after it opened', async () => {
    const baseUrl = env.app.server.listening
      ? `http://127.0.0.1:${(env.app.server.address() as { port: number }).port}`
      : await env.app.listen({ port: 0, host: '127.0.0.1' });
    const agentToken = await env.login('b2b-agent@fitout.test');
    const agent = await openEvents(baseUrl, agentToken);
    cleanups.push(async () => agent.close());
    expect(await agent.opened()).toEqual(['retry: 3000', ': connected']);
    await pushProject(env.app, agentToken);
    expect(await agent.next()).toEqual(poke);

    // Opened after that poke went out: its first event is the next commit's poke, made by another
    // user (a poke says only "pull", each device pulls what its own scope allows).
    const client = await openEvents(baseUrl, await env.login('b2c@fitout.test'));
    cleanups.push(async () => client.close());
    expect(await client.opened()).toEqual(['retry: 3000', ': connected']);
    await pushProject(env.app, await env.login('b2b-admin@fitout.test'));
    expect(await client.next()).toEqual(poke);
    expect(await agent.next()).toEqual(poke);
  });

  it('pokes devices after a change made outside sync too (an admin deactivating a user)', async () => {
    const baseUrl = env.app.server.listening
      ? `http://127.0.0.1:${(env.app.server.address() as { port: number }).port}`
      : await env.app.listen({ port: 0, host: '127.0.0.1' });
    const adminToken = await env.login('admin@fitout.test');
    const events = await openEvents(baseUrl, await env.login('b2b-admin@fitout.test'));
    cleanups.push(async () => events.close());
    expect(await events.opened()).toEqual(['retry: 3000', ': connected']);
    const agent = (
      await env.app.inject({
        method: 'GET',
        url: '/api/v1/auth/?q=b2b-agent',
        headers: { authorization: `bearer ${adminToken}` },
      })
    ).json<{ _id: string }[]>()[0]!;
    const patched = await env.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/${agent._id}`,
      headers: { authorization: `bearer ${adminToken}` },
      payload: { active: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await events.next()).toEqual(poke);
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(databaseUrl === undefined || databaseUrl === '')(
  'two server instances on one PostgreSQL (skipped: needs DATABASE_URL, PGlite is one process)',
  () => {
    it('a push to one instance pokes a device connected to the other', async () => {
      const name = `fitout_events_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      cleanups.push(async () => {
        // Pools close their sockets asynchronously: wait until they are gone rather than kill them.
        await expect
          .poll(
            async () =>
              (
                await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
                  name,
                ])
              ).rows[0].n,
            { message: 'connections still open to the test database' },
          )
          .toBe(0);
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      });
      const instances: { database: Database; app: FastifyInstance }[] = [];
      for (let n = 0; n < 2; n++) {
        const database = await createDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
        if (n === 0) {
          await database.migrate();
          await seedDemo(database.db);
        }
        const app = await buildApp({ config: testConfig({ databaseUrl: url.toString() }), db: database.db });
        await app.ready();
        instances.push({ database, app });
      }
      cleanups.push(async () => {
        for (const { app, database } of instances) {
          await app.close();
          await database.close();
        }
      });
      const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
      // Both change feeds LISTEN before the device connects: the poke each sends once connected (for
      // commits it could not hear before) is over, so the next poke the device gets is the push's.
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                'select count(*)::int as n from pg_stat_activity where datname = $1 and query = $2',
                [name, `listen ${changesChannel}`],
              )
            ).rows[0].n,
          { message: 'instances listening for changes' },
        )
        .toBe(2);
      const baseUrl = await two.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await login(one.app, 'b2b-agent@fitout.test');
      const events = await openEvents(baseUrl, token);
      cleanups.push(async () => events.close());
      expect(await events.opened()).toEqual(['retry: 3000', ': connected']);
      await pushProject(one.app, token);
      expect(await events.next()).toEqual(poke);
    });
  },
);
