import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { users } from '../../../server/db/schema';
import { demoPassword } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, push } from '../sync/sync-helpers';
import { seedTrialFurniture, trialDraft, type TrialFurniture } from '../trial/trial-helpers';

const nul = '\u0000';
/** Random hex does not compress: an index row this long is over PostgreSQL's btree limit. */
const hugeEmail = `${randomBytes(2000).toString('hex')}@fitout.test`;

let t: TestApp;
let admin: string;
let furniture: TrialFurniture;
beforeAll(async () => {
  t = await createTestApp({
    seed: 'accounts',
    extend: (app) => {
      // Values only the database refuses, to show the error handler's last line of defence.
      app.get('/api/v1/test/nul-text', async () => app.db.execute(sql`select ${`a${nul}b`}::text`));
      app.get('/api/v1/test/huge-index-row', async () =>
        app.db.execute(
          sql`insert into login_failures (id, email, ip, created_at) values (${uuidv7()}, ${hugeEmail}, 'x', now())`,
        ),
      );
    },
  });
  admin = await t.login('admin@fitout.test');
  furniture = await seedTrialFurniture(t);
});
afterAll(async () => {
  await t.close();
});

/** A refusal the user can read: a 4xx whose body has a `detail`, never a 500. */
function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.json()).toHaveProperty('detail');
}

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

describe('text with a NUL character', () => {
  it('is refused at sign-in, forgot-password and sign-up', async () => {
    expectRefused(await post('/api/v1/auth/login', { email: `admin${nul}@fitout.test`, password: 'x' }));
    expectRefused(await post('/api/v1/auth/login', { email: 'admin@fitout.test', password: `a${nul}` }));
    expectRefused(await post('/api/v1/auth/forgot-password', { email: `admin${nul}@fitout.test` }));
    const password = `${demoPassword}${nul}`;
    const signup = await post('/api/v1/auth/signup', {
      first_name: `Ada${nul}`,
      last_name: 'Lovelace',
      email: `ada${nul}@fitout.test`,
      password,
      password_confirmation: password,
      phone_number: '0600000000',
    });
    expectRefused(signup);
    expect(signup.json()).toMatchObject({
      code: 'validation',
      detail: expect.arrayContaining([expect.objectContaining({ loc: ['body', 'first_name'] })]),
    });
  });

  it('is refused in a user edit and the user search, with a translated field error', async () => {
    const [target] = await t.db.select().from(users).where(eq(users.email, 'b2b-agent@fitout.test'));
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/${target!.id}`,
      headers: { ...t.as(admin), 'accept-language': 'en' },
      payload: { first_name: `Bob${nul}` },
    });
    expectRefused(edit);
    expect(edit.json()).toEqual({
      code: 'validation',
      detail: [
        {
          loc: ['body', 'first_name'],
          msg: 'This value contains a character that is not allowed.',
          type: 'invalid_character',
        },
      ],
    });
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/v1/auth/?q=%00', headers: t.as(admin) }));
  });

  it('is refused in a trial draft, in its name or a room name', async () => {
    for (const draft of [
      // Written past the schema (trialDraft parses), as a caller that skips the app would send it.
      { ...trialDraft(furniture), name: `Studio${nul}` },
      { ...trialDraft(furniture), rooms: [{ name: `Salon${nul}`, lines: [] }] },
    ]) {
      expectRefused(
        await t.app.inject({ method: 'PUT', url: `/api/v1/trial/projects/${draft.id}`, payload: draft }),
      );
    }
  });

  it('is refused in a synced row before any write, as a rejection of that change only', async () => {
    const result = await push(t, admin, newClientId(), [
      mutation(1, 'projectCreate', {
        id: uuidv7(),
        name: 'Appartement',
        billingType: 'buy',
        address: { street: `rue${nul}` },
      }),
    ]);
    expect(result.results).toEqual([
      { id: 1, status: 'rejected', error: { code: 'validation', detail: 'invalid_character' } },
    ]);
  });
});

describe('oversized text', () => {
  it('is refused at sign-in (an email over the index row limit) and in a search', async () => {
    expectRefused(await post('/api/v1/auth/login', { email: hugeEmail, password: 'x' }));
    expectRefused(
      await post('/api/v1/auth/login', { email: 'admin@fitout.test', password: 'x'.repeat(5000) }),
    );
    expectRefused(await post('/api/v1/auth/forgot-password', { email: hugeEmail }));
    expectRefused(
      await t.app.inject({ method: 'GET', url: `/api/v1/auth/?q=${'a'.repeat(500)}`, headers: t.as(admin) }),
    );
  });
});

describe('a value the database refuses', () => {
  it('answers 422 with a detail, not a 500', async () => {
    for (const url of ['/api/v1/test/nul-text', '/api/v1/test/huge-index-row']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ detail: 'Some fields are invalid.', code: 'validation' });
    }
  });
});
