import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1/none', headers: { 'accept-language': 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' });
  });
});
