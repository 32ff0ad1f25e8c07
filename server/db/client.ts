import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startPgliteRemote } from './pglite-remote';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database both drivers satisfy; repositories and routes depend on this only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`: the handle passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the embedded database directory was created by this start (or lives in memory). */
  isNewEmbedded: boolean;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * An in-memory PGlite only: a file holding a data directory dump (PGlite's dumpDataDir) to start
   * from instead of a new cluster, which takes seconds to create. Test runs start each file's
   * database from one migrated dump (tests/server/support/pglite-dump.ts).
   */
  startFrom?: string;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== null) return createPostgres(options.databaseUrl);
  return createPglite(options.dataDir, options.startFrom);
}

async function createPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the server ends (a restart, a dropped database, an administrator's kill) is
  // reported on the pool: the pool already discards it and the next query opens a new one. Unheard,
  // that 'error' event would take the whole process down.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    isNewEmbedded: false,
    async migrate() {
      await migrateNodePg(db, { migrationsFolder });
      await ensureSyncState(db);
    },
    close: () => pool.end(),
  };
}

async function createPglite(dataDir: string, startFrom: string | undefined): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const dir = inMemory ? dataDir : `${dataDir.replace(/\/+$/, '')}/pglite`;
  let isNew = inMemory;
  if (!inMemory) {
    // mkdirSync with recursive returns the first directory it created: undefined when it existed.
    isNew = mkdirSync(dir, { recursive: true }) !== undefined;
  }
  const client = await startPgliteRemote(dir, inMemory ? startFrom : undefined);
  // Drizzle's PGlite session calls only `query` and `transaction`, which the remote serves with
  // PGlite's own semantics (node_modules/drizzle-orm/pglite/session.js); the change feed finds `listen`.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    isNewEmbedded: isNew,
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await ensureSyncState(db);
    },
    close: () => client.close(),
  };
}

async function ensureSyncState(db: Db): Promise<void> {
  await db.execute(sql`insert into sync_state (id, version) values (1, 0) on conflict (id) do nothing`);
}
