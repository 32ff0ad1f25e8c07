import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { credentialsChannel } from '../auth/credential-ended';
import type { Db } from '../db/client';
import { changesChannel } from '../db/versions';

/** Bursts of commits (a replayed queue) become one poke per this many ms for each listener. */
const pokeCoalesceMs = 50;
const reconnectDelayMs = 2000;

export interface ChangeFeed {
  /** Calls `listener` (coalesced) after versions are committed by any server instance. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` (coalesced) after any instance ended a credential (credential-ended.ts). */
  subscribeCredentialEnds(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The channels an instance listens to, each with the listeners a notification on it calls. */
const channels = [changesChannel, credentialsChannel] as const;
type Channel = (typeof channels)[number];

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
 * `nextVersion` NOTIFYs `fitout_changes` (and credential-ended.ts `fitout_credentials`) inside each writer's transaction, so the nudge leaves only on commit. On
 * PostgreSQL each instance keeps one pooled connection LISTENing, so a push to any instance reaches
 * the devices connected to every other; embedded PGlite delivers its own notifications in-process.
 */
export async function createChangeFeed(db: Db, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const listeners: Record<Channel, Set<() => void>> = {
    [changesChannel]: new Set(),
    [credentialsChannel]: new Set(),
  };
  const timers = new Map<Channel, NodeJS.Timeout>();
  const onNotify = (channel: Channel) => {
    if (timers.has(channel)) return;
    timers.set(
      channel,
      setTimeout(() => {
        timers.delete(channel);
        for (const listener of listeners[channel]) listener();
      }, pokeCoalesceMs),
    );
  };
  // Drizzle exposes the driver as `$client`: the PGlite instance, or the node-postgres pool.
  const driver: unknown = '$client' in db ? db.$client : undefined;
  let stop: () => Promise<void> = async () => {};
  if (isListenable(driver)) {
    const stops = await Promise.all(
      channels.map((channel) => driver.listen(channel, () => onNotify(channel))),
    );
    stop = async () => {
      for (const unlisten of stops) await unlisten();
    };
  } else if (isPool(driver)) stop = listenPostgres(driver, onNotify, log);
  else log.warn('change feed: unknown database driver, devices will not be nudged');
  const subscribe = (channel: Channel) => (listener: () => void) => {
    listeners[channel].add(listener);
    return () => listeners[channel].delete(listener);
  };
  return {
    subscribe: subscribe(changesChannel),
    subscribeCredentialEnds: subscribe(credentialsChannel),
    async close() {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const channel of channels) listeners[channel].clear();
      await stop();
    },
  };
}

function isChannel(name: string): name is Channel {
  return (channels as readonly string[]).includes(name);
}

function listenPostgres(
  pool: PoolLike,
  onNotify: (channel: Channel) => void,
  log: FastifyBaseLogger,
): () => Promise<void> {
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
        if (isChannel(message.channel)) onNotify(message.channel);
      });
      held.on('error', (error) => {
        if (client !== held) return;
        log.warn({ err: error }, 'change feed connection lost; reconnecting');
        held.release(error);
        schedule();
      });
      for (const channel of channels) await held.query(`listen ${channel}`);
      if (closed) {
        held.release(true);
        return;
      }
      client = held;
      // Whatever was announced while disconnected went unheard: act as if each channel spoke once.
      for (const channel of channels) onNotify(channel);
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
