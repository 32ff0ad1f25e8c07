import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/seed';
import { demoLogins } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('seedDemo', () => {
  it('loads the demo logins once and does nothing the second time', async () => {
    expect(await seedDemo(t.db, { now: t.clock.now() })).toBe(true);
    expect(await seedDemo(t.db, { now: t.clock.now() })).toBe(false);
    for (const email of demoLogins) {
      expect((await t.login(email)).length, email).toBeGreaterThan(0);
    }
    const admin = await t.login('admin@fitout.test');
    const everyone = await t.app.inject({ method: 'GET', url: '/api/v1/auth/', headers: t.as(admin) });
    expect(everyone.json()).toHaveLength(8);
  });
});
