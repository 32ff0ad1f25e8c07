import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { changesChannel } from './sync-clients';

/** Bursts of commits (a replayed queue) become one poke per this many ms for each listener. */
const pokeCoalesceMs = 50;
const reconnectDelayMs = 2000;

export interface ChangeFeed {
  /** Calls `listener` (coalesced) after versions are committed by any server instance. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

interface Listenable {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

function isListenable(value: unknown): value is Listenable {
  return (
    typeof value === 'object' && value !== null && 'listen' in value && typeof value.listen === 'function'
  );
}

/**
 * Writers NOTIFY `fitout_changes` inside their transaction, so the nudge leaves only on commit. On
 * PostgreSQL one dedicated connection per instance LISTENs, so a push to any instance reaches the
 * devices connected to every other; embedded PGlite delivers its own notifications in-process.
 */
export async function createChangeFeed(
  db: Db,
  databaseUrl: string | null,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  const listeners = new Set<() => void>();
  let timer: NodeJS.Timeout | null = null;
  const onNotify = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      for (const listener of listeners) listener();
    }, pokeCoalesceMs);
  };
  const stop =
    databaseUrl === null ? await listenEmbedded(db, onNotify) : listenPostgres(databaseUrl, onNotify, log);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (timer !== null) clearTimeout(timer);
      listeners.clear();
      await stop();
    },
  };
}

async function listenEmbedded(db: Db, onNotify: () => void): Promise<() => Promise<void>> {
  // Drizzle exposes the driver as `$client`; for PGlite it is the instance, which can LISTEN.
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!isListenable(client)) return async () => {};
  return client.listen(changesChannel, onNotify);
}

function listenPostgres(url: string, onNotify: () => void, log: FastifyBaseLogger): () => Promise<void> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === changesChannel) onNotify();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'change feed connection lost; reconnecting');
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`listen ${changesChannel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Commits made while disconnected went unheard: poke so devices pull once.
      onNotify();
    } catch (error) {
      log.warn({ err: error }, 'change feed could not connect; retrying');
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    client = null;
    if (closed || retry !== null) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, reconnectDelayMs);
  };
  void connect();
  return async () => {
    closed = true;
    if (retry !== null) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
