import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { testRedisPrefix, testRedisUrl } from '../support/test-redis';

const limit = 4;
const maxRefused = 3;
const prefix = testRedisPrefix();
/** Two instances sharing one Redis, as behind a load balancer (each with its own database here). */
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  const config = {
    rateLimitMax: limit,
    refusedCredentialsMax: maxRefused,
    redis: { url: testRedisUrl, keyPrefix: prefix.keyPrefix },
  };
  one = await createTestApp({ seed: 'accounts', config });
  two = await createTestApp({ seed: 'accounts', config });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await prefix.clear();
});

// Each test from its own address, so one's requests do not count against the other's.
const pull = (env: TestApp, headers: Record<string, string>) =>
  env.app.inject({
    remoteAddress: '192.0.2.2',
    method: 'POST',
    url: '/api/v1/sync/pull',
    headers: { 'accept-language': 'en', ...headers },
    payload: { clientID: 'device-shared-1', protocolVersion, cookie: null },
  });

const unknownUrl = (env: TestApp) =>
  env.app.inject({ remoteAddress: '192.0.2.1', method: 'GET', url: '/api/v1/none' });

describe('limits shared by the instances through Redis (REDIS_URL)', () => {
  it('the request limit holds across both: N instances do not allow N times the limit', async () => {
    const statuses = [];
    for (let n = 0; n < limit; n++) {
      const env = n % 2 === 0 ? one : two;
      statuses.push((await unknownUrl(env)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404]);
    expect((await unknownUrl(one)).statusCode).toBe(429);
    expect((await unknownUrl(two)).statusCode).toBe(429);
  });

  it('credentials refused by one instance count on the other', async () => {
    const valid = await two.login('b2b-agent@fitout.test');
    expect((await pull(one, { authorization: 'bearer made-up-1' })).statusCode).toBe(401);
    expect((await pull(two, { authorization: 'bearer made-up-2' })).statusCode).toBe(401);
    expect((await pull(one, { authorization: 'bearer made-up-3' })).statusCode).toBe(401);
    expect((await pull(two, two.as(valid))).statusCode).toBe(429);
    // A window is the app clock's minute, the same on both.
    one.clock.advance(61_000);
    two.clock.advance(61_000);
    expect((await pull(two, two.as(valid))).statusCode).toBe(200);
  });
});
