import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignupEvent } from '../../../server/auth/signup-hooks';
import { clients } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const hookCalls: Omit<SignupEvent, 'tx'>[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: 'accounts',
    extend: (app) => {
      app.signupHooks.push(async ({ tx: _tx, ...event }) => {
        hookCalls.push(event);
      });
    },
  });
});
beforeEach(async () => {
  await t.reset();
  hookCalls.length = 0;
});
afterAll(async () => {
  await t.close();
});

const valid = {
  first_name: 'Inès',
  last_name: 'Garnier',
  email: 'Ines.Garnier@Example.com',
  password: 'Un-mot-de-passe-1',
  password_confirmation: 'Un-mot-de-passe-1',
  phone_number: '+33698765432',
};

function signup(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload, headers });
}

describe('POST /api/v1/auth/signup', () => {
  it('creates an individual client with the new user as its admin, and signs them in', async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().token_type).toBe('bearer');
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: t.as(response.json().access_token),
      })
    ).json();
    expect(me).toMatchObject({
      email: 'ines.garnier@example.com',
      first_name: 'Inès',
      last_name: 'Garnier',
      phone_number: '+33698765432',
      role: 'client',
      client_role: 'admin',
      active: true,
      business_referrer: null,
    });
    const [client] = await t.db.select().from(clients).where(eq(clients.id, me.client._id));
    expect(client?.data.isCompany).toBe(false);
    expect(client?.version).toBeGreaterThan(0);
    expect((await t.login('ines.garnier@example.com', valid.password)).length).toBeGreaterThan(0);
  });

  it('hands the trial project id to the sign-up hooks, in the same change version', async () => {
    const trialProjectId = '0190b000-0000-7000-8000-00000000abcd';
    const response = await signup({ ...valid, trial_project_id: trialProjectId });
    expect(response.statusCode).toBe(201);
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]?.trialProjectId).toBe(trialProjectId);
    const [client] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.id, hookCalls[0]?.clientId ?? ''));
    expect(client?.version).toBe(hookCalls[0]?.version);
  });

  it('answers 409 when the email exists, whatever its case', async () => {
    const response = await signup({ ...valid, email: 'B2C@fitout.test' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'A user with this email address already exists.',
      code: 'auth/email_taken',
    });
  });

  it('checks every rule of the form and names each bad field, in French by default', async () => {
    const response = await signup({
      first_name: ' ',
      last_name: 'Garnier',
      email: 'ines@example',
      password: 'password',
      password_confirmation: 'other',
      phone_number: '06 12',
    });
    expect(response.statusCode).toBe(422);
    const detail: { loc: string[]; msg: string; type: string }[] = response.json().detail;
    expect(detail.map((d) => [d.loc.join('.'), d.type])).toEqual([
      ['body.first_name', 'required'],
      ['body.email', 'email_invalid'],
      ['body.password', 'password_too_short'],
      ['body.password', 'password_needs_digit'],
      ['body.password', 'password_needs_uppercase'],
      ['body.password', 'password_needs_special'],
      ['body.phone_number', 'phone_invalid'],
      ['body.password_confirmation', 'password_confirmation_mismatch'],
    ]);
    expect(detail[0]?.msg).toBe('Ce champ est obligatoire.');
  });

  it('requires the confirmation to match', async () => {
    const response = await signup(
      { ...valid, password_confirmation: 'Un-mot-de-passe-2' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'password_confirmation'],
        msg: 'The passwords do not match.',
        type: 'password_confirmation_mismatch',
      },
    ]);
  });

  it('rejects a trial project id that is not a uuid without a server error', async () => {
    const response = await signup({ ...valid, trial_project_id: "1'; drop table users; --" });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'trial_project_id']);
  });
});
