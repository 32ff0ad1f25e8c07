import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { demoIds, demoLogins } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, push } from '../sync/sync-helpers';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

async function userByEmail(email: string) {
  const [row] = await env.db.select().from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row;
}

async function update(actorEmail: string, targetEmail: string, change: { active?: boolean; role?: string }) {
  const token = await env.login(actorEmail);
  const target = await userByEmail(targetEmail);
  const [result] = (
    await push(env, token, newClientId(), [mutation(1, 'teamMemberUpdate', { id: target.id, ...change })])
  ).results;
  return result;
}

function invite(actorToken: string, payload: Record<string, unknown>) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/teams/invitations',
    headers: { ...env.as(actorToken), 'accept-language': 'en' },
    payload,
  });
}

const clientTeam = { kind: 'client', clientId: demoIds.companyClient };
const referrerTeam = { kind: 'referrer', referrerId: demoIds.referrer };

describe('teamMemberUpdate (spec section 6: who manages a team)', () => {
  // Who may deactivate each demo member: the office, and the admin of the member's own team.
  const cases = [
    { target: 'b2b-agent@fitout.test', allowed: ['admin@fitout.test', 'b2b-admin@fitout.test'] },
    { target: 'br-agent@fitout.test', allowed: ['admin@fitout.test', 'br-admin@fitout.test'] },
  ];
  for (const { target, allowed } of cases) {
    it(`lets only ${allowed.join(' and ')} deactivate ${target}, changing nothing otherwise`, async () => {
      for (const actor of demoLogins) {
        if (allowed.includes(actor) || actor === target) continue;
        const result = await update(actor, target, { active: false });
        expect(result, actor).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
        expect((await userByEmail(target)).active, actor).toBe(true);
      }
      for (const actor of allowed) {
        await env.reset();
        const token = await env.login(target);
        expect(await update(actor, target, { active: false }), actor).toMatchObject({ status: 'applied' });
        expect((await userByEmail(target)).active).toBe(false);
        // The deactivated member's session ends at once.
        const me = await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(token) });
        expect(me.statusCode).toBe(401);
      }
    });
  }

  it('refuses a member deactivating itself', async () => {
    const result = await update('b2b-admin@fitout.test', 'b2b-admin@fitout.test', { active: false });
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
  });

  it('keeps the last active administrator of a client, until another is named', async () => {
    for (const change of [{ active: false }, { role: 'agent' }]) {
      const result = await update('admin@fitout.test', 'b2b-admin@fitout.test', change);
      expect(result).toMatchObject({ status: 'rejected', error: { code: 'team/last_admin' } });
    }
    expect(await userByEmail('b2b-admin@fitout.test')).toMatchObject({ active: true, clientRole: 'admin' });
    expect(await update('b2b-admin@fitout.test', 'b2b-agent@fitout.test', { role: 'admin' })).toMatchObject({
      status: 'applied',
    });
    expect(await update('b2b-agent@fitout.test', 'b2b-admin@fitout.test', { active: false })).toMatchObject({
      status: 'applied',
    });
  });

  it('refuses a role the team does not have', async () => {
    const result = await update('admin@fitout.test', 'b2b-agent@fitout.test', { role: 'manager' });
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'validation' } });
    expect((await userByEmail('b2b-agent@fitout.test')).clientRole).toBe('agent');
    expect(await update('br-admin@fitout.test', 'br-agent@fitout.test', { role: 'manager' })).toMatchObject({
      status: 'applied',
    });
    expect((await userByEmail('br-agent@fitout.test')).businessReferrerRole).toBe('manager');
  });

  it('does not reach an office account, which belongs to no team', async () => {
    const result = await update('b2b-admin@fitout.test', 'admin@fitout.test', { role: 'admin' });
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
  });
});

describe('POST /api/v1/teams/invitations', () => {
  const teams = [
    { team: clientTeam, role: 'agent', allowed: ['admin@fitout.test', 'b2b-admin@fitout.test'] },
    { team: referrerTeam, role: 'agent', allowed: ['admin@fitout.test', 'br-admin@fitout.test'] },
  ];
  for (const { team, role, allowed } of teams) {
    it(`lets only ${allowed.join(' and ')} invite to the ${team.kind} team`, async () => {
      for (const actor of demoLogins) {
        const email = `new.${actor.split('@')[0]}.${team.kind}@example.com`;
        const response = await invite(await env.login(actor), {
          team,
          email,
          first_name: 'Nina',
          last_name: 'Perrin',
          role,
        });
        if (allowed.includes(actor)) {
          expect(response.statusCode, actor).toBe(201);
          expect(await userByEmail(email)).toMatchObject({ active: true, firstName: 'Nina' });
        } else {
          expect(response.statusCode, actor).toBe(403);
          const [row] = await env.db.select().from(users).where(eq(users.email, email));
          expect(row, actor).toBeUndefined();
        }
      }
    });
  }

  it('mails a link that sets the password, after which the member signs in with its role', async () => {
    const response = await invite(await env.login('admin@fitout.test'), {
      team: clientTeam,
      email: 'Lea.Roux@Example.com',
      first_name: 'Léa',
      last_name: 'Roux',
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => env.mail.length).toBe(1);
    const [mail] = env.mail;
    expect(mail).toMatchObject({
      to: 'lea.roux@example.com',
      subject: 'Fitout: you are invited to join Atelier Lumière',
    });
    const token = /\/reset-password\/(\S+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const set = await env.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/password-change',
      headers: { 'x-reset-password-token': token ?? '' },
      payload: { new_password: 'Nouveau-mot-2026!' },
    });
    expect(set.statusCode).toBe(204);
    const session = await env.login('lea.roux@example.com', 'Nouveau-mot-2026!');
    const me = await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(session) });
    expect(me.json()).toMatchObject({
      role: 'client',
      client_role: 'admin',
      client: { _id: demoIds.companyClient },
    });
  });

  it('refuses an address that already has an account, and a role the team does not have', async () => {
    const token = await env.login('admin@fitout.test');
    const payload = {
      team: clientTeam,
      email: 'b2b-agent@fitout.test',
      first_name: 'A',
      last_name: 'B',
      role: 'agent',
    };
    const twice = await invite(token, payload);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/cannot be invited again/);
    const manager = await invite(token, { ...payload, email: 'someone@example.com', role: 'manager' });
    expect(manager.statusCode).toBe(422);
    const badEmail = await invite(token, { ...payload, email: 'someone@' });
    expect(badEmail.statusCode).toBe(422);
    expect(env.mail).toHaveLength(0);
  });

  it('answers 404 for a team that does not exist, to the office only', async () => {
    const response = await invite(await env.login('admin@fitout.test'), {
      team: { kind: 'client', clientId: '0190c000-0000-7000-8000-000000000999' },
      email: 'ghost@example.com',
      first_name: 'A',
      last_name: 'B',
      role: 'agent',
    });
    expect(response.statusCode).toBe(404);
  });
});
