import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis connection and the prefix of every key this app writes there. */
export interface SharedRedis {
  client: Redis;
  keyPrefix: string;
}

/**
 * The Redis the instances share their limits through. A command waits for at most one reconnect
 * attempt: a limit check must answer, not hold the request while Redis is away.
 */
export function connectRedis(
  config: { url: string; keyPrefix: string },
  log: FastifyBaseLogger,
): SharedRedis {
  const client = new Redis(config.url, { maxRetriesPerRequest: 1 });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection error'));
  return { client, keyPrefix: config.keyPrefix };
}
