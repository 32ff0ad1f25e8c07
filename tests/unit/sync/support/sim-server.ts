import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';
import { createDatabase, type Database } from '../../../../server/db/client';
import { nextVersion } from '../../../../server/db/versions';
import { demoPassword, seedAccounts } from '../../../../server/seed/accounts';

export interface InjectedResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const config = loadConfig({
  DATA_DIR: 'memory://',
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'silent',
  STATIC_DIR: './no-static',
});

/** A migrated PGlite in memory (starting one takes seconds: several simulations can share it). */
export async function createSimDatabase(): Promise<Database> {
  const database = await createDatabase(config);
  await database.migrate();
  return database;
}

/** Back to a just-migrated database: every table emptied, sequences restarted. */
async function resetDatabase(database: Database): Promise<void> {
  const tables = (await database.db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((t) => t.name).join(', ');
  await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  await database.migrate();
}

/**
 * The real app on PGlite in memory; `restart()` swaps in a new app instance on the same database.
 * With `shared`, that database is emptied first and left open by `close()`.
 */
export async function startSimServer(shared?: Database) {
  const database: Database = shared ?? (await createSimDatabase());
  if (shared) await resetDatabase(shared);
  // Only the demo logins: the simulation builds its own projects and catalogue through mutations.
  await database.db.transaction(async (tx) => {
    await seedAccounts(tx, await nextVersion(tx), new Date('2026-01-01T00:00:00Z'));
  });
  let app: FastifyInstance = await buildApp({ config, db: database.db, logger: false });
  let restarts = 0;

  async function inject(
    method: 'GET' | 'POST',
    url: string,
    authorization: string | null,
    body?: unknown,
  ): Promise<InjectedResponse> {
    const response = await app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)]));
    return { status: response.statusCode, body: response.body, headers };
  }

  return {
    database,
    inject,
    restarts: () => restarts,
    async restart() {
      const old = app;
      app = await buildApp({ config, db: database.db, logger: false });
      restarts++;
      await old.close();
    },
    async login(email: string): Promise<string> {
      const response = await inject('POST', '/api/v1/auth/login', null, { email, password: demoPassword });
      if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${response.body}`);
      const session = JSON.parse(response.body) as { access_token: string; token_type: string };
      return `${session.token_type} ${session.access_token}`;
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

export type SimServer = Awaited<ReturnType<typeof startSimServer>>;
