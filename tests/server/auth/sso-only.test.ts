import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ssoIdentities, users } from '../../../server/db/schema';
import { demoPassword } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
beforeEach(async () => t.reset());
afterAll(async () => t?.close());

const linked = 'b2b-agent@fitout.test';

/** Links a demo account to a partner's provider, as its first single sign-on does (sso.test.ts). */
async function linkToProvider(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (user === undefined) throw new Error(`no user ${email}`);
  const now = new Date();
  await t.db.insert(ssoIdentities).values({
    issuer: 'https://sqh.example',
    subject: `subject-${user.id}`,
    ssoClient: 'sqh',
    userId: user.id,
    createdAt: now,
    lastSignInAt: now,
  });
}

function forgotPassword(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
}

describe('an account a partner vouches for signs in only through its provider', () => {
  it('gets no reset link, under the same answer as any other address', async () => {
    await linkToProvider(linked);
    const answer = await forgotPassword(linked);
    const other = await forgotPassword('b2b-admin@fitout.test');
    expect([answer.statusCode, answer.body]).toEqual([other.statusCode, other.body]);
    await t.deliverOutbox();
    expect(t.mail.map((mail) => mail.to)).toEqual(['b2b-admin@fitout.test']);
  });

  it('cannot sign in with a password it held before the link; a wrong password reads as any other', async () => {
    expect(await t.login(linked)).toBeTruthy();
    await linkToProvider(linked);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: linked, password: demoPassword },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ detail: expect.stringMatching(/single sign-on/) });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: linked, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});
