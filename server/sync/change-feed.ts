import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { changesChannel } from '../db/versions';

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

interface PoolLike {
  connect(): Promise<pg.PoolClient>;
}

function isPool(value: unknown): value is PoolLike {
  return value instanceof pg.Pool;
}

/**
 * `nextVersion` NOTIFYs `fitout_changes` inside each writer's transaction, so the nudge leaves only on commit. On
 * PostgreSQL each instance keeps one pooled connection LISTENing, so a push to any instance reaches
 * the devices connected to every other; embedded PGlite delivers its own notifications in-process.
 */
export async function createChangeFeed(db: Db, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const listeners = new Set<() => void>();
  let timer: NodeJS.Timeout | null = null;
  const onNotify = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      for (const listener of listeners) listener();
    }, pokeCoalesceMs);
  };
  // Drizzle exposes the driver as `$client`: the PGlite instance, or the node-postgres pool.
  const driver: unknown = '$client' in db ? db.$client : undefined;
  let stop: () => Promise<void> = async () => {};
  if (isListenable(driver)) stop = await driver.listen(changesChannel, onNotify);
  else if (isPool(driver)) stop = listenPostgres(driver, onNotify, log);
  else log.warn('change feed: unknown database driver, devices will not be nudged');
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

function listenPostgres(pool: PoolLike, onNotify: () => void, log: FastifyBaseLogger): () => Promise<void> {
  let closed = false;
  let client: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const schedule = () => {
    client = null;
    if (closed || retry !== null) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, reconnectDelayMs);
  };
  const connect = async () => {
    let next: pg.PoolClient | null = null;
    try {
      next = await pool.connect();
      const held = next;
      held.on('notification', (message) => {
        if (message.channel === changesChannel) onNotify();
      });
      held.on('error', (error) => {
        if (client !== held) return;
        log.warn({ err: error }, 'change feed connection lost; reconnecting');
        held.release(error);
        schedule();
      });
      await held.query(`listen ${changesChannel}`);
      if (closed) {
        held.release(true);
        return;
      }
      client = held;
      // Commits made while disconnected went unheard: poke so devices pull once.
      onNotify();
    } catch (error) {
      log.warn({ err: error }, 'change feed could not listen; retrying');
      next?.release(true);
      schedule();
    }
  };
  void connect();
  return async () => {
    closed = true;
    if (retry !== null) clearTimeout(retry);
    // Destroy rather than return it: a pooled connection must not stay subscribed.
    client?.release(true);
    client = null;
  };
}
