import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite's data directory dump, or null when the tests run on PostgreSQL. */
    pgliteDump: string | null;
  }
}

/**
 * Vitest's global setup for the server tests: creating a PGlite cluster takes about 3 s, once per
 * test file; a dump of one migrated cluster, made here once, starts each file's database in about
 * half a second. Each file still runs the migrations (none left to apply), so a stale dump shows.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDump', null);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'fitout-pglite-'));
  const pg = await PGlite.create('memory://');
  await migrate(drizzle({ client: pg }), { migrationsFolder });
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
