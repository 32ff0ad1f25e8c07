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

const newPassword = 'Nouveau-secret-42';

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.as(token) });
}

function changePassword(headers: Record<string, string>, new_password = newPassword) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/auth/password-change',
    headers,
    payload: { new_password },
  });
}

function loginStatus(email: string, password: string) {
  return t.app
    .inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } })
    .then((response) => response.statusCode);
}

/** Asks for a reset link and returns the token the mail carries. */
async function requestReset(email: string, language = 'fr'): Promise<string> {
  const before = t.mail.length;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(202);
  await t.deliverOutbox();
  expect(t.mail).toHaveLength(before + 1);
  const text = t.mail.at(-1)?.text ?? '';
  const match = /http:\/\/fitout\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match?.[1] ?? '';
}

describe('PATCH /api/v1/auth/password-change, signed in', () => {
  it('changes the password and ends the other sessions but not this one', async () => {
    const current = await t.login('b2b-admin@fitout.test');
    const other = await t.login('b2b-admin@fitout.test');
    expect((await changePassword(t.as(current))).statusCode).toBe(204);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await loginStatus('b2b-admin@fitout.test', demoPassword)).toBe(401);
    expect(await loginStatus('b2b-admin@fitout.test', newPassword)).toBe(200);
  });

  it('applies the password rules', async () => {
    const token = await t.login('b2b-admin@fitout.test');
    const response = await changePassword({ ...t.as(token), 'accept-language': 'en' }, 'short');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toEqual({
      loc: ['body', 'new_password'],
      msg: 'The password must be at least 12 characters long.',
      type: 'password_too_short',
    });
  });

  it('needs a session or a reset token', async () => {
    const response = await changePassword({});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth/unauthenticated');
  });
});

describe('forgot password and reset', () => {
  it('mails a one-hour link in the caller language and answers the same for an unknown email', async () => {
    await requestReset('b2c@fitout.test', 'en');
    expect(t.mail[0]?.to).toBe('b2c@fitout.test');
    expect(t.mail[0]?.subject).toMatch(/reset your password/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'nobody@fitout.test' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe('');
    await t.deliverOutbox();
    expect(t.mail).toHaveLength(1);
  });

  it('sets a new password with the token, once, and ends every session', async () => {
    const session = await t.login('b2c@fitout.test');
    const token = await requestReset('b2c@fitout.test');
    expect((await changePassword({ 'x-reset-password-token': token })).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect(await loginStatus('b2c@fitout.test', newPassword)).toBe(200);

    const again = await changePassword(
      { 'x-reset-password-token': token, 'accept-language': 'en' },
      'Encore-autre-99',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'auth/reset_token_invalid',
      detail: 'An error occurred while updating your password. Please check that the link is the right one.',
    });
    expect(await loginStatus('b2c@fitout.test', newPassword)).toBe(200);
  });

  it('retires an unused link when the password is changed while signed in', async () => {
    const link = await requestReset('b2c@fitout.test');
    const session = await t.login('b2c@fitout.test');
    expect((await changePassword(t.as(session))).statusCode).toBe(204);
    const late = await changePassword({ 'x-reset-password-token': link }, 'Attaquant-pris-77');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('auth/reset_token_invalid');
    expect(await loginStatus('b2c@fitout.test', newPassword)).toBe(200);
  });

  it('retires the older links when a newer one is used', async () => {
    const older = await requestReset('b2c@fitout.test');
    const newer = await requestReset('b2c@fitout.test');
    expect((await changePassword({ 'x-reset-password-token': newer })).statusCode).toBe(204);
    const late = await changePassword({ 'x-reset-password-token': older }, 'Attaquant-pris-77');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('auth/reset_token_invalid');
    expect(await loginStatus('b2c@fitout.test', newPassword)).toBe(200);
  });

  it('refuses a token after one hour', async () => {
    const token = await requestReset('b2c@fitout.test');
    t.clock.advance(60 * 60 * 1000 + 1000);
    const response = await changePassword({ 'x-reset-password-token': token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth/reset_token_invalid');
    expect(await loginStatus('b2c@fitout.test', demoPassword)).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await changePassword({ 'x-reset-password-token': 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth/reset_token_invalid');
  });

  it('validates the email of the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].type).toBe('email_invalid');
  });
});
