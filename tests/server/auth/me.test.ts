import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../../src/domain/auth/auth.schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

const day = 24 * 60 * 60 * 1000;

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
}

describe('GET /api/v1/auth/me', () => {
  it('shows a company client user with the client id and airtable link', async () => {
    const response = await me(t.as(await t.login('b2b-admin@fitout.test')));
    expect(response.statusCode).toBe(200);
    const user = currentUserSchema.parse(response.json());
    expect(user).toMatchObject({
      role: 'client',
      client_role: 'admin',
      client: { name: 'Atelier Lumière', airtable_link: 'https://airtable.com/appAtelierLumiere' },
      business_referrer: null,
      business_referrer_role: null,
    });
  });

  it('shows a referrer user with the referrer and role, and a referrer user without referrer', async () => {
    const manager = (await me(t.as(await t.login('br-manager@fitout.test')))).json();
    expect(manager).toMatchObject({
      role: 'business_referrer',
      business_referrer: { name: 'Parisian Relocation', canAccessPurchaseOrder: true },
      business_referrer_role: 'manager',
      client: null,
    });
    const orphan = (await me(t.as(await t.login('br-orphan@fitout.test')))).json();
    expect(orphan).toMatchObject({
      role: 'business_referrer',
      business_referrer: null,
      business_referrer_role: null,
    });
  });

  it('answers 401 without a token, with a malformed header or an unknown token', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'bearer not-a-token' },
    ];
    for (const headers of cases) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth/unauthenticated');
      expect(typeof response.json().detail).toBe('string');
    }
  });

  it('keeps a session in use alive past 30 days, and ends one left unused for 30 days', async () => {
    const used = await t.login('admin@fitout.test');
    const idle = await t.login('admin@fitout.test');
    t.clock.advance(20 * day);
    expect((await me(t.as(used))).statusCode).toBe(200);
    t.clock.advance(20 * day);
    expect((await me(t.as(used))).statusCode).toBe(200);
    expect((await me(t.as(idle))).statusCode).toBe(401);
  });
});
