import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { demoIds, demoLogins } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

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
const officeTeam = { kind: 'office' };
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

  it("keeps a team's last active administrator against the team's own change, until another is named", async () => {
    const result = await update('b2b-admin@fitout.test', 'b2b-admin@fitout.test', { role: 'agent' });
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'team/last_admin' } });
    expect(await userByEmail('b2b-admin@fitout.test')).toMatchObject({ active: true, clientRole: 'admin' });
    expect(await update('b2b-admin@fitout.test', 'b2b-agent@fitout.test', { role: 'admin' })).toMatchObject({
      status: 'applied',
    });
    expect(await update('b2b-agent@fitout.test', 'b2b-admin@fitout.test', { active: false })).toMatchObject({
      status: 'applied',
    });
  });

  it("lets the office deactivate and reactivate anyone, an individual client's only account included", async () => {
    const token = await env.login('b2c@fitout.test');
    expect(await update('admin@fitout.test', 'b2c@fitout.test', { active: false })).toMatchObject({
      status: 'applied',
    });
    expect((await userByEmail('b2c@fitout.test')).active).toBe(false);
    const me = await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(token) });
    expect(me.statusCode).toBe(401);
    expect(await update('admin@fitout.test', 'b2c@fitout.test', { active: true })).toMatchObject({
      status: 'applied',
    });
    expect((await userByEmail('b2c@fitout.test')).active).toBe(true);
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

  it("does not let a client's administrator reach an office account", async () => {
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
    await env.deliverOutbox();
    expect(env.mail).toHaveLength(1);
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
    await env.deliverOutbox();
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

describe("the office's own staff (/admin/users)", () => {
  const newcomer = {
    team: officeTeam,
    email: 'nora.staff@example.com',
    first_name: 'Nora',
    last_name: 'Staff',
    role: 'admin',
  };

  it('lets only the office invite to its staff, as an administrator', async () => {
    for (const actor of demoLogins) {
      const email = `staff.${actor.split('@')[0]}@example.com`;
      const response = await invite(await env.login(actor), { ...newcomer, email });
      if (actor === 'admin@fitout.test') {
        expect(response.statusCode, actor).toBe(201);
        expect(await userByEmail(email)).toMatchObject({ role: 'admin', clientId: null, active: true });
      } else {
        expect(response.statusCode, actor).toBe(403);
        const [row] = await env.db.select().from(users).where(eq(users.email, email));
        expect(row, actor).toBeUndefined();
      }
    }
  });

  it('lets only the office deactivate and reactivate one of its staff, never itself', async () => {
    await invite(await env.login('admin@fitout.test'), newcomer);
    for (const actor of demoLogins) {
      if (actor === 'admin@fitout.test') continue;
      const result = await update(actor, newcomer.email, { active: false });
      expect(result, actor).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
    }
    expect((await userByEmail(newcomer.email)).active).toBe(true);
    expect(await update('admin@fitout.test', newcomer.email, { active: false })).toMatchObject({
      status: 'applied',
    });
    expect((await userByEmail(newcomer.email)).active).toBe(false);
    expect(await update('admin@fitout.test', newcomer.email, { active: true })).toMatchObject({
      status: 'applied',
    });
    expect((await userByEmail(newcomer.email)).active).toBe(true);
    expect(await update('admin@fitout.test', 'admin@fitout.test', { active: false })).toMatchObject({
      status: 'rejected',
      error: { code: 'auth/forbidden' },
    });
    // The office has one role: none other is given to its staff.
    expect(await update('admin@fitout.test', newcomer.email, { role: 'agent' })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation' },
    });
  });
});

describe('an invited member reads "Invited" until its first sign-in', () => {
  it("says so in the team's pull, and no more once the member has signed in", async () => {
    const office = await env.login('admin@fitout.test');
    const teamAdmin = await env.login('b2b-admin@fitout.test');
    const response = await invite(office, {
      team: clientTeam,
      email: 'paul.neuf@example.com',
      first_name: 'Paul',
      last_name: 'Neuf',
      role: 'agent',
    });
    const userId = response.json<{ user_id: string }>().user_id;
    const clientID = newClientId();
    const before = await pullAll(env, teamAdmin, clientID);
    expect(before.rows.get(`users/${userId}`)?.data).toMatchObject({ invited: true, active: true });
    // The members the demo made without an invitation are not invited.
    for (const row of live(before.rows, 'users'))
      if (row.id !== userId) expect(row.data, row.id).toMatchObject({ invited: false });

    // Choosing a password through the link is not yet a sign-in.
    await env.deliverOutbox();
    const token = /\/reset-password\/(\S+)/.exec(env.mail.at(-1)?.text ?? '')?.[1] ?? '';
    const set = await env.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/password-change',
      headers: { 'x-reset-password-token': token },
      payload: { new_password: 'Nouveau-mot-2026!' },
    });
    expect(set.statusCode).toBe(204);
    expect((await userByEmail('paul.neuf@example.com')).invited).toBe(true);

    await env.login('paul.neuf@example.com', 'Nouveau-mot-2026!');
    const after = await pullAll(env, teamAdmin, clientID, before.last.cookie);
    expect(after.rows.get(`users/${userId}`)?.data).toMatchObject({ invited: false, active: true });
  });
});
