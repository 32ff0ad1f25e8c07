import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests share (these machines run one; .ci/run starts it when absent). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test run uses, and a way to remove every key written under it. */
export function testRedisPrefix(): { keyPrefix: string; clear(): Promise<void> } {
  const keyPrefix = `fitout-test-${randomBytes(6).toString('hex')}:`;
  return {
    keyPrefix,
    async clear() {
      const redis = new Redis(testRedisUrl);
      try {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
}

/** Whether the tests' Redis answers a PING within a second (a test needing it skips otherwise). */
export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => {
    // Reported by the failed connect below.
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
