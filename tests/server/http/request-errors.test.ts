import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRequestError } from '../../../src/lib/action-result';
import { ApiError } from '../../../src/lib/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

// The server's refusals as the app reads them (src/lib/action-result.ts, fromRequestError): two
// runtimes, one reading of codes and invalid fields.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => {
  await t.close();
});

async function asTheAppReadsIt(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, payload, headers: { 'accept-language': 'fr' } });
  return fromRequestError(new ApiError(response.statusCode, response.json()));
}

describe('a refusal of the server, read by the app', () => {
  it('puts each invalid field of a sign-up next to its field, with the rule it breaks', async () => {
    const failure = await asTheAppReadsIt('POST', '/api/v1/auth/signup', {
      first_name: 'Inès',
      last_name: 'Garnier',
      email: 'not an address',
      password: 'Un-mot-de-passe-1',
      password_confirmation: 'Un-mot-de-passe-1',
      phone_number: '+33698765432',
    });
    expect(failure.fields.email).toMatch(/^validation:/);
    expect(failure.fields.email).not.toBe('validation:invalid');
    expect(Object.keys(failure.fields)).toEqual(['email']);
  });

  it('says a route that does not exist and a missing session by their codes’ texts', async () => {
    expect((await asTheAppReadsIt('GET', '/api/v1/no-such-route')).messageKey).toBe('errors:not_found');
    expect((await asTheAppReadsIt('GET', '/api/v1/auth/me')).messageKey).toBe('errors:auth.unauthenticated');
  });
});
