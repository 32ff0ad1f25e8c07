import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../../src/domain/auth/auth.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { buildApp } from '../../../server/app';
import { createDatabase, type Database } from '../../../server/db/client';
import { credentialsChannel } from '../../../server/auth/credential-ended';
import { seedDemo } from '../../../server/seed';
import { demoPassword } from '../../../server/seed/accounts';
import { sessionLifetimeMs } from '../../../server/auth/sessions';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { openEvents, poke } from './event-stream';
import { mutation, newClientId } from './sync-helpers';

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

/** The app's address, listening on a free port of 127.0.0.1 from its first call on. */
async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (app.server.listening && typeof address === 'object' && address !== null)
    return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe('a stream whose credential expires', () => {
  let env: TestApp;
  beforeAll(async () => {
    env = await createTestApp({ seed: 'accounts', config: { streamCheckMs: 100 } });
  });
  afterAll(async () => env?.close());

  it('closes once its session has expired, though no one announced it; a session renewed since keeps its stream', async () => {
    const baseUrl = await listening(env.app);
    const expiring = await env.login('b2b-agent@fitout.test');
    const events = await openEvents(baseUrl, expiring);
    cleanups.push(async () => events.close());
    await events.opened();
    env.clock.advance(sessionLifetimeMs - 60_000);
    const renewed = await env.login('b2b-agent@fitout.test');
    const kept = await openEvents(baseUrl, renewed);
    cleanups.push(async () => kept.close());
    await kept.opened();
    env.clock.advance(120_000);
    await events.ended();
    await pushProject(env.app, renewed);
    expect(await kept.next()).toEqual(poke);
  });
});

describe('GET /api/v1/sync/events', () => {
  let env: TestApp;
  beforeAll(async () => {
    env = await createTestApp({ seed: 'accounts' });
  });
  afterAll(async () => env?.close());

  it('refuses a stream without a valid ticket, and never takes the session token from its URL', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    for (const url of [
      '/api/v1/sync/events?ticket=nope',
      `/api/v1/sync/events?access_token=${token}`,
      `/api/v1/sync/events?ticket=${token}`,
    ]) {
      const response = await env.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      // An answer, not a stream: nothing will ever be pushed down this one.
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).not.toContain('event:');
    }
  });

  it('hands tickets only to a live credential', async () => {
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/v1/sync/events/ticket',
      headers: { authorization: 'bearer nope' },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('closes the stream of a signed-out session, and only that one', async () => {
    const baseUrl = await listening(env.app);
    const [leaving, staying] = [
      await env.login('b2b-agent@fitout.test'),
      await env.login('b2b-agent@fitout.test'),
    ];
    const gone = await openEvents(baseUrl, leaving);
    const kept = await openEvents(baseUrl, staying);
    cleanups.push(
      async () => gone.close(),
      async () => kept.close(),
    );
    await gone.opened();
    await kept.opened();
    const logout = await env.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: env.as(leaving),
    });
    expect(logout.statusCode).toBe(204);
    await gone.ended();
    await pushProject(env.app, staying);
    expect(await kept.next()).toEqual(poke);
  });

  it('pokes connected devices after a push commits; a ticket opens one stream only', async () => {
    const baseUrl = await listening(env.app);
    const token = await env.login('b2b-agent@fitout.test');
    const events = await openEvents(baseUrl, token);
    cleanups.push(async () => events.close());
    expect(await events.opened()).toEqual(['retry: 3000', ': connected']);
    await pushProject(env.app, token);
    expect(await events.next()).toEqual(poke);
    // Its ticket is spent: it opens no second stream.
    const again = await env.app.inject({ method: 'GET', url: `/api/v1/sync/events?ticket=${events.ticket}` });
    expect(again.statusCode).toBe(401);
  });

  it('pokes every open stream, whoever committed, and only for commits after it opened', async () => {
    const baseUrl = await listening(env.app);
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

  it('pokes devices after a change made outside sync too (an admin deactivating a user), and closes that user’s streams', async () => {
    const baseUrl = await listening(env.app);
    const adminToken = await env.login('admin@fitout.test');
    const events = await openEvents(baseUrl, await env.login('b2b-admin@fitout.test'));
    const deactivated = await openEvents(baseUrl, await env.login('b2b-agent@fitout.test'));
    cleanups.push(
      async () => events.close(),
      async () => deactivated.close(),
    );
    expect(await events.opened()).toEqual(['retry: 3000', ': connected']);
    await deactivated.opened();
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
    await deactivated.ended();
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(databaseUrl === undefined || databaseUrl === '')(
  'two server instances on one PostgreSQL (skipped: needs DATABASE_URL, PGlite is one process)',
  () => {
    it('a push to one instance pokes a device connected to the other; a sign-out on one closes its stream on the other', async () => {
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
      // Both change feeds LISTEN before the device connects (the credentials channel is the last each
      // feed listens to): the poke each sends once connected (for commits it could not hear before) is
      // over, so the next poke the device gets is the push's.
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                'select count(*)::int as n from pg_stat_activity where datname = $1 and query = $2',
                [name, `listen ${credentialsChannel}`],
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
      const logout = await one.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { authorization: `bearer ${token}` },
      });
      expect(logout.statusCode).toBe(204);
      await events.ended();
    });
  },
);
