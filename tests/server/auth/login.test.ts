import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPassword } from '../../../server/seed/accounts';
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

function login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers });
}

describe('POST /api/v1/auth/login', () => {
  it('answers a bearer session for a JSON email and password', async () => {
    const response = await login({ email: 'admin@fitout.test', password: demoPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: t.as(body.access_token),
    });
    expect(me.json().email).toBe('admin@fitout.test');
  });

  it('accepts the OAuth2 password form (username/password, urlencoded) and any email case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent('Admin@Fitout.test')}&password=${encodeURIComponent(demoPassword)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token_type).toBe('bearer');
  });

  it('refuses a wrong password or an unknown email with the same 401, in French by default and in English', async () => {
    const wrong = await login({ email: 'admin@fitout.test', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@fitout.test', password: demoPassword });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'Adresse e-mail invalide ou mot de passe incorrect',
      code: 'auth/invalid_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const english = await login(
      { email: 'admin@fitout.test', password: 'nope' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(english.json().detail).toBe('Invalid email address or incorrect password');
  });

  it('lists each missing field', async () => {
    const response = await login({}, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation',
      detail: [
        { loc: ['body', 'email'], msg: 'This field is required.', type: 'required' },
        { loc: ['body', 'password'], msg: 'This field is required.', type: 'required' },
      ],
    });
  });

  it('answers 400 with a detail for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().detail).toBe('string');
  });

  it('rate-limits repeated failures for one email, even with the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: 'b2c@fitout.test', password: `wrong-${attempt}` })).statusCode).toBe(401);
    }
    const limited = await login(
      { email: 'b2c@fitout.test', password: demoPassword },
      { 'accept-language': 'en' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('auth/rate_limited');
    expect(limited.json().detail).toMatch(/too many/i);
    // Another account from the same address is not affected.
    expect((await login({ email: 'admin@fitout.test', password: demoPassword })).statusCode).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    expect((await login({ email: 'b2c@fitout.test', password: demoPassword })).statusCode).toBe(200);
  });

  it('refuses a deactivated user', async () => {
    const admin = await t.login('admin@fitout.test');
    const agent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/?q=b2b-agent',
      headers: t.as(admin),
    });
    const agentId = agent.json()[0]._id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/${agentId}`,
      headers: t.as(admin),
      payload: { active: false },
    });
    const response = await login({ email: 'b2b-agent@fitout.test', password: demoPassword });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/inactive');
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('ends the current session only', async () => {
    const first = await t.login('admin@fitout.test');
    const second = await t.login('admin@fitout.test');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: t.as(first) });
    expect(logout.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.as(first) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.as(second) })).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth/unauthenticated');
  });
});
