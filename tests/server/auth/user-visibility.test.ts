import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/domain/auth/auth.schema';
import { pullAll, live, newClientId } from '../sync/sync-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Which users each role sees is one rule (userListScope): the REST list and the pull must agree.
 * The pull also carries the signed-in user's own row, which every role needs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => {
  await t.close();
});

async function restEmails(token: string): Promise<{ status: number; emails: string[] }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/', headers: t.as(token) });
  const body: unknown = response.json();
  const emails = Array.isArray(body) ? (body as CurrentUser[]).map((user) => user.email) : [];
  return { status: response.statusCode, emails: emails.sort() };
}

async function pulledEmails(token: string): Promise<string[]> {
  const { rows } = await pullAll(t, token, newClientId());
  return live(rows, 'users')
    .map((row) => String((row.data as { email: string }).email))
    .sort();
}

describe('users a role sees, by REST and by pull', () => {
  it.each([
    ['admin@fitout.test', 8],
    ['b2b-admin@fitout.test', 2],
    ['b2c@fitout.test', 1],
    ['br-admin@fitout.test', 3],
    ['br-manager@fitout.test', 3],
  ])('%s lists the same %i users both ways', async (email, count) => {
    const token = await t.login(email);
    const rest = await restEmails(token);
    expect(rest.status).toBe(200);
    expect(rest.emails).toHaveLength(count);
    expect(await pulledEmails(token)).toEqual(rest.emails);
  });

  it('a referrer manager sees its own team only, as its admin does', async () => {
    const rest = await restEmails(await t.login('br-manager@fitout.test'));
    expect(rest.emails).toEqual(['br-admin@fitout.test', 'br-agent@fitout.test', 'br-manager@fitout.test']);
  });

  it.each(['b2b-agent@fitout.test', 'br-agent@fitout.test', 'br-orphan@fitout.test'])(
    '%s may not list users and pulls only its own row',
    async (email) => {
      const token = await t.login(email);
      expect((await restEmails(token)).status).toBe(403);
      expect(await pulledEmails(token)).toEqual([email]);
    },
  );
});
