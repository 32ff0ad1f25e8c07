import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/domain/auth/auth.schema';
import { users } from '../../../server/db/schema';
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

async function list(
  email: string,
  query = '',
): Promise<{ status: number; users: CurrentUser[]; body: unknown }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/${query}`,
    headers: t.as(await t.login(email)),
  });
  const body: unknown = response.json();
  return { status: response.statusCode, users: Array.isArray(body) ? (body as CurrentUser[]) : [], body };
}

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row.id;
}

async function patch(asEmail: string, targetEmail: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/auth/${await userId(targetEmail)}`,
    headers: t.as(await t.login(asEmail)),
    payload,
  });
}

describe('GET /api/v1/auth/', () => {
  it('lists every user for an admin, with filters and empty filters dropped', async () => {
    expect((await list('admin@fitout.test')).users).toHaveLength(8);
    const referrers = await list('admin@fitout.test', '?role=business_referrer&q=&active=&client_id=');
    expect(referrers.status).toBe(200);
    expect(referrers.users.map((u) => u.email).sort()).toEqual([
      'br-admin@fitout.test',
      'br-agent@fitout.test',
      'br-manager@fitout.test',
      'br-orphan@fitout.test',
    ]);
    const search = await list('admin@fitout.test', '?q=lef%C3%A8vre');
    expect(search.users.map((u) => u.email)).toEqual(['b2b-admin@fitout.test']);
  });

  it('lists only its own team for a client admin', async () => {
    const team = await list('b2b-admin@fitout.test');
    expect(team.users.map((u) => u.email).sort()).toEqual(['b2b-admin@fitout.test', 'b2b-agent@fitout.test']);
    const b2c = await list('b2c@fitout.test', '?role=admin');
    expect(b2c.users).toEqual([]);
    expect((await list('b2c@fitout.test')).users.map((u) => u.email)).toEqual(['b2c@fitout.test']);
  });

  it.each(['b2b-agent@fitout.test', 'br-agent@fitout.test', 'br-orphan@fitout.test'])(
    'answers 403 to %s',
    async (email) => {
      const result = await list(email);
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ code: 'auth/forbidden' });
    },
  );

  it('answers 401 without a session and 422 for a filter of the wrong kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/' })).statusCode).toBe(401);
    const bad = await list('admin@fitout.test', '?client_id=42&role=king');
    expect(bad.status).toBe(422);
    expect((bad.body as { detail: { loc: string[] }[] }).detail.map((d) => d.loc.join('.'))).toEqual([
      'querystring.role',
      'querystring.client_id',
    ]);
  });
});

describe('PATCH /api/v1/auth/{userId}', () => {
  it('lets a client admin deactivate a team member, whose sessions stop at once', async () => {
    const agentSession = await t.login('b2b-agent@fitout.test');
    const response = await patch('b2b-admin@fitout.test', 'b2b-agent@fitout.test', {
      active: false,
      first_name: 'Chloé-Anne',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'b2b-agent@fitout.test',
      active: false,
      first_name: 'Chloé-Anne',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.as(agentSession) });
    expect(me.statusCode).toBe(401);
    const reactivated = await patch('b2b-admin@fitout.test', 'b2b-agent@fitout.test', { active: true });
    expect(reactivated.json().active).toBe(true);
    expect((await t.login('b2b-agent@fitout.test', demoPassword)).length).toBeGreaterThan(0);
  });

  it('stamps the user row with a new change version', async () => {
    const [before] = await t.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.email, 'b2b-agent@fitout.test'));
    await patch('admin@fitout.test', 'b2b-agent@fitout.test', { last_name: 'Moreau-Blanc' });
    const [after] = await t.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.email, 'b2b-agent@fitout.test'));
    expect(after?.version).toBeGreaterThan(before?.version ?? Infinity);
  });

  it('refuses a client admin anything beyond activation, names and team role, or outside the team', async () => {
    expect(
      (await patch('b2b-admin@fitout.test', 'b2b-agent@fitout.test', { role: 'admin' })).statusCode,
    ).toBe(403);
    expect((await patch('b2b-admin@fitout.test', 'b2c@fitout.test', { active: false })).statusCode).toBe(403);
    expect(
      (await patch('b2b-admin@fitout.test', 'b2b-admin@fitout.test', { active: false })).statusCode,
    ).toBe(403);
  });

  it('lets an admin change roles, and refuses everyone else', async () => {
    const promoted = await patch('admin@fitout.test', 'br-agent@fitout.test', {
      business_referrer_role: 'manager',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().business_referrer_role).toBe('manager');
    for (const email of ['b2b-agent@fitout.test', 'br-admin@fitout.test', 'br-manager@fitout.test']) {
      const response = await patch(email, 'br-orphan@fitout.test', { first_name: 'X' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 404 to an admin for an unknown id, 403 to others, and 422 for a bad id or unknown field', async () => {
    const unknown = '0190c000-0000-7000-8000-000000000999';
    const asAdmin = t.as(await t.login('admin@fitout.test'));
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/auth/${unknown}`, headers: asAdmin, payload: {} }))
        .statusCode,
    ).toBe(404);
    const asClientAdmin = t.as(await t.login('b2b-admin@fitout.test'));
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/auth/${unknown}`,
          headers: asClientAdmin,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/not-a-uuid',
      headers: asAdmin,
      payload: {},
    });
    expect(badId.statusCode).toBe(422);
    const extra = await patch('admin@fitout.test', 'b2c@fitout.test', { password_hash: 'x' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().detail).toEqual([
      { loc: ['body', 'password_hash'], msg: "Ce champ n'est pas autorisé.", type: 'unknown_field' },
    ]);
  });
});

describe('PATCH /api/v1/auth/{userId}, the last administrator', () => {
  it("keeps a team's last active administrator against the team's own change, as the team page does; the office may", async () => {
    const demoted = await patch('b2b-admin@fitout.test', 'b2b-admin@fitout.test', { client_role: 'agent' });
    expect(demoted.statusCode).toBe(409);
    // Support deactivates anyone: the rule protects a team from locking itself out, not the office.
    expect((await patch('admin@fitout.test', 'b2b-admin@fitout.test', { active: false })).statusCode).toBe(
      200,
    );
  });

  it('lets only one of two demotions made at once by the team pass, so the team keeps an administrator', async () => {
    expect(
      (await patch('admin@fitout.test', 'b2b-agent@fitout.test', { client_role: 'admin' })).statusCode,
    ).toBe(200);
    const statuses = (
      await Promise.all(
        // Each steps down itself: whichever is second would leave the team with no administrator.
        ['b2b-admin@fitout.test', 'b2b-agent@fitout.test'].map((email) =>
          patch(email, email, { client_role: 'agent' }),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'b2b-admin@fitout.test'));
    const team = await t.db.select().from(users).where(eq(users.clientId, owner!.clientId!));
    expect(team.filter((member) => member.active && member.clientRole === 'admin')).toHaveLength(1);
  });
});

describe('PATCH /api/v1/auth/{userId} and the team page agree', () => {
  it("lets a referrer's admin change its own team as its team page does, and not the kind of account", async () => {
    const renamed = await patch('br-admin@fitout.test', 'br-agent@fitout.test', {
      first_name: 'Inès',
      business_referrer_role: 'manager',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ first_name: 'Inès', business_referrer_role: 'manager' });
    expect((await patch('br-admin@fitout.test', 'br-agent@fitout.test', { role: 'admin' })).statusCode).toBe(
      403,
    );
    expect(
      (await patch('br-manager@fitout.test', 'br-agent@fitout.test', { active: false })).statusCode,
    ).toBe(403);
  });
});
