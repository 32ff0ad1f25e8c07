import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { rateLimitMax: 3 } });
});
afterAll(async () => {
  await t.close();
});

describe('request rate limit', () => {
  it('answers 429 with a translated detail past the per-minute limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/none' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/v1/none',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
  });
});

describe('sync request limit', () => {
  let office: TestApp;
  beforeAll(async () => {
    office = await createTestApp({ seed: 'accounts', config: { rateLimitMax: 3 } });
  });
  afterAll(async () => {
    await office.close();
  });

  const pull = (token: string, clientID: string) =>
    office.app.inject({
      method: 'POST',
      url: '/api/v1/sync/pull',
      headers: { authorization: `bearer ${token}` },
      payload: { clientID, protocolVersion, cookie: null },
    });

  it('counts per signed-in device, so several devices behind one address all sync', async () => {
    const agent = await office.login('b2b-agent@fitout.test');
    const admin = await office.login('b2b-admin@fitout.test');
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await pull(agent, 'device-agent-1')).statusCode);
    statuses.push((await pull(admin, 'device-admin-1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await pull(agent, 'device-agent-1')).statusCode).toBe(429);
  });
});
