import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../../server/auth/passwords';
import { createTestApp, type TestApp } from '../support/test-app';

/** Every password check the server runs, counted through the real function. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../server/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      checks.count++;
      return original.verifyPassword(password, stored);
    },
  };
});

const maxFailures = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts', config: { loginMaxFailures: maxFailures } });
});
afterAll(async () => {
  await t.close();
});

describe('sign-in throttle under parallel guesses', () => {
  it('checks at most the allowed number of passwords and refuses the rest with 429', async () => {
    checks.count = 0;
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'b2c@fitout.test', password: `wrong-guess-${n}` },
        }),
      ),
    );
    const codes = responses.map((response) => response.json<{ code: string }>().code);
    const refused = codes.filter((code) => code === 'auth/invalid_credentials');
    expect(refused).toHaveLength(maxFailures);
    expect(codes.filter((code) => code === 'auth/rate_limited')).toHaveLength(25 - refused.length);
    expect(responses.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(checks.count).toBe(maxFailures);
  });
});
