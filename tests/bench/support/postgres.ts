import pg from 'pg';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CONNECT_TIMEOUT_MS = 2_000;

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty PostgreSQL database for one benchmark (dropped afterwards), on DATABASE_URL's server
 * or the local one; null when no PostgreSQL answers.
 */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase | null> {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `fitout_bench_${label.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${process.pid}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({
        connectionString: adminUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
