import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { sessionSchema } from '../../../src/domain/auth/auth.schema';
import { buildApp, type AppOptions } from '../../../server/app';
import type { Clock } from '../../../server/clock';
import { loadConfig, type Config } from '../../../server/config';
import { createDatabase, type Database, type Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import type { Mailer } from '../../../server/integrations/mail/mailer';
import type { OutgoingMail } from '../../../server/integrations/mail/outgoing-mail';
import { nextVersion } from '../../../server/db/versions';
import { hashPassword } from '../../../server/auth/passwords';
import { demoPassword, seedAccounts } from '../../../server/seed/accounts';
import { seedDemo } from '../../../server/seed';

/** A clock tests move by hand: no sleeps, and expiry is tested exactly. */
export interface TestClock {
  clock: Clock;
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    clock: () => new Date(current),
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * A migrated, empty database for one test file: PGlite in memory (started from the run's migrated
 * dump, support/pglite-dump.ts), or, when DATABASE_URL is set, a fresh PostgreSQL database of its
 * own (dropped on close) so test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    const startFrom = inject('pgliteDump') ?? undefined;
    const database = await createDatabase({ dataDir: 'memory://', databaseUrl: null, startFrom });
    await database.migrate();
    return database;
  }
  const name = `fitout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Empties every table of the schema (keeps the migrations) and puts the sync_state row back. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = Object.values(schema as Record<string, unknown>).flatMap((value) =>
    is(value, PgTable) ? [`"${getTableName(value)}"`] : [],
  );
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await db.execute(sql`insert into sync_state (id, version) values (1, 0) on conflict (id) do nothing`);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      REFUSED_CREDENTIALS_MAX: '100000',
      PUBLIC_URL: 'http://fitout.test',
      STATIC_DIR: '/nonexistent-fitout-dist',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  /** Mail the app has delivered, in order. */
  mail: OutgoingMail[];
  /**
   * Runs the outbox until nothing is due: the process starts its worker (server.ts), tests drive
   * it, so what a test reads after this is what a recipient would have received by then.
   */
  deliverOutbox(): Promise<void>;
  /** Signs in (demo password by default) and returns the access token. */
  login(email: string, password?: string): Promise<string>;
  /** Headers of a request made with `token`. */
  as(token: string): { authorization: string };
  /** Back to a freshly seeded database, between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** `true` (default): the whole demo; `'accounts'`: only the demo logins (faster resets); `false`: nothing. */
  seed?: boolean | 'accounts';
  /** Where the app's log goes (silent by default); set `config.logLevel` too to read it. */
  logger?: AppOptions['logger'];
  /**
   * `'recorded'` (default): mail is kept in `mail`; `'configured'`: the app's own transport sends
   * it, SMTP to `config.smtpUrl` (a fake SMTP server), and `mail` stays empty.
   */
  mailer?: 'recorded' | 'configured';
  /** Called on the built app before it is ready, e.g. to add a route. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The demo logins' hash at scrypt's lowest sensible cost: tests sign in thousands of times, and at
 * the production cost each sign-in is ~130 ms of CPU. Hashes made through the API keep the default.
 */
let demoHash: Promise<string> | undefined;
const cheapDemoHash = () => (demoHash ??= hashPassword(demoPassword, { N: 1024, r: 8, p: 1 }));

/** One database and one app per test file; `reset()` between tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = createTestClock();
  const mail: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
  };
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.db,
    mailer: options.mailer === 'configured' ? undefined : mailer,
    clock: clock.clock,
    logger: options.logger,
  });
  await options.extend?.(app);
  await app.ready();
  const seed = async () => {
    const now = clock.now();
    if (options.seed === 'accounts') {
      const hash = await cheapDemoHash();
      await database.db.transaction(async (tx) => seedAccounts(tx, await nextVersion(tx), now, hash));
    } else if (options.seed ?? true) {
      await seedDemo(database.db, { now, passwordHash: await cheapDemoHash() });
    }
  };
  await seed();

  return {
    app,
    db: database.db,
    clock,
    mail,
    async deliverOutbox() {
      while ((await app.outbox.runOnce()) > 0);
    },
    async login(email, password = demoPassword) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      });
      expect(response.statusCode, response.body).toBe(200);
      return sessionSchema.parse(response.json()).access_token;
    },
    as: (token) => ({ authorization: `bearer ${token}` }),
    async reset() {
      await truncateAll(database.db);
      mail.length = 0;
      clock.set(new Date('2026-03-02T09:00:00.000Z'));
      await seed();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
