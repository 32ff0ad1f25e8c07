import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { SsoConfig } from '../../../server/auth/sso/sso-config';
import { ssoIdentities, users } from '../../../server/db/schema';
import { demoIds } from '../../../server/seed/accounts';
import { currentUserSchema, sessionSchema } from '../../../src/domain/auth/auth.schema';
import { ssoClientKeys, type SsoClientKey } from '../../../src/domain/auth/sso.schema';
import { t } from '../../e2e/support/translations';
import {
  idTokenLifetimeSeconds,
  newTestAccount,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../support/oidc-test-provider';
import { SsoBrowser } from '../support/sso-browser';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';

const publicUrl = 'http://fitout.test';
/** sqh people join the company client as agents, caicp people the individual client as admins. */
const partners = {
  sqh: { fitoutClientId: demoIds.companyClient, clientRole: 'agent', otherClientEmail: 'b2c@fitout.test' },
  caicp: {
    fitoutClientId: demoIds.individualClient,
    clientRole: 'admin',
    otherClientEmail: 'b2b-agent@fitout.test',
  },
} as const;

const providers = {} as Record<SsoClientKey, OidcTestProvider>;
let sso: SsoConfig;
let testApp: TestApp;
const logLines: string[] = [];

function logged(text: string): boolean {
  return logLines.some((line) => line.includes(text));
}

beforeAll(async () => {
  for (const key of ssoClientKeys) {
    providers[key] = await startOidcTestProvider({
      name: key.toUpperCase(),
      clients: [
        {
          clientId: `fitout-${key}`,
          clientSecret: `secret-${key}`,
          redirectUri: `${publicUrl}/api/v1/auth/sso/${key}/login/`,
        },
      ],
    });
  }
  sso = {
    allowHttpIssuers: true,
    partners: Object.fromEntries(
      ssoClientKeys.map((key) => [
        key,
        {
          key,
          name: `${key.toUpperCase()} Group`,
          issuer: providers[key].issuer,
          clientId: `fitout-${key}`,
          clientSecret: `secret-${key}`,
          fitoutClientId: partners[key].fitoutClientId,
          clientRole: partners[key].clientRole,
        },
      ]),
    ),
  };
  testApp = await createTestApp({
    seed: 'accounts',
    config: { sso, publicUrl, logLevel: 'info' },
    logger: { stream: { write: (line) => void logLines.push(line) } },
  });
});

afterAll(async () => {
  await testApp?.close();
  for (const provider of Object.values(providers)) await provider.close();
});

beforeEach(async () => {
  await testApp.reset();
  // The provider stamps its tokens with the real time; the app judges them by its clock.
  testApp.clock.set(new Date());
  logLines.length = 0;
  for (const provider of Object.values(providers)) provider.publishForeignKey(false);
});

/** The query of the app page a sign-in ended on (`/login/sso-redirect/{key}?...`). */
function endOf(key: SsoClientKey, response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), publicUrl);
  expect(location.pathname).toBe(`/login/sso-redirect/${key}`);
  return location.searchParams;
}

describe.each(ssoClientKeys)('single sign-on of %s', (key) => {
  const partner = partners[key];

  function person(overrides: Parameters<typeof newTestAccount>[0] = {}) {
    const created = newTestAccount(overrides);
    providers[key].accounts.set(created.subject, created.account);
    return { login: created.subject, password: created.account.password, account: created.account };
  }

  /** A whole sign-in in a fresh browser; returns the page's query and the browser. */
  async function signIn(who: { login: string; password: string }) {
    const browser = new SsoBrowser(testApp.app, publicUrl);
    const back = await browser.atProvider(await browser.start(key), who);
    return { browser, callback: new URL(back, publicUrl), params: endOf(key, await browser.appGet(back)) };
  }

  async function usersWithEmail(email: string) {
    return testApp.db.select().from(users).where(eq(users.email, email));
  }

  it('signs a new person in, provisioned once into the partner client with its role, then by subject', async () => {
    const alice = person();
    const first = await signIn(alice);
    // The callback's code and state are credentials: the request log shows neither.
    const callback = first.callback.searchParams;
    expect(logged(callback.get('code') ?? 'no code')).toBe(false);
    expect(logged(callback.get('state') ?? 'no state')).toBe(false);
    expect(first.params.get('result')).toBe('signed-in');
    const claimed = await first.browser.claimSession();
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { access_token: token } = sessionSchema.parse(claimed.json());

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: testApp.as(token),
    });
    expect(me.statusCode).toBe(200);
    const user = currentUserSchema.parse(me.json());
    expect(user).toMatchObject({
      email: alice.account.email,
      first_name: 'Camille',
      last_name: 'Martin',
      role: 'client',
      client_role: partner.clientRole,
      client: { _id: partner.fitoutClientId },
    });
    // The page's cookie is taken once.
    expect((await first.browser.claimSession()).statusCode).toBe(401);

    // The provider changes the person's address: the subject still finds the same account.
    alice.account.email = `renamed-${alice.account.email}`;
    const second = await signIn(alice);
    expect(second.params.get('result')).toBe('signed-in');
    const again = sessionSchema.parse((await second.browser.claimSession()).json());
    const meAgain = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: testApp.as(again.access_token),
    });
    expect(currentUserSchema.parse(meAgain.json())._id).toBe(user._id);
    expect(await usersWithEmail(alice.account.email)).toHaveLength(0);
    const identities = await testApp.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, user._id));
    expect(identities).toEqual([
      expect.objectContaining({ issuer: providers[key].issuer, subject: alice.login, ssoClient: key }),
    ]);
  });

  it('carries the page asked for before signing in, and only a same-origin path', async () => {
    const bob = person();
    const browser = new SsoBrowser(testApp.app, publicUrl);
    const back = await browser.atProvider(await browser.start(key, '?next=%2Fprojects%2Fdashboard'), bob);
    expect(endOf(key, await browser.appGet(back)).get('next')).toBe('/projects/dashboard');

    const other = new SsoBrowser(testApp.app, publicUrl);
    const elsewhere = await other.atProvider(await other.start(key, '?next=%2F%2Fevil.test'), bob);
    expect(endOf(key, await other.appGet(elsewhere)).get('next')).toBeNull();
  });

  it('refuses a replayed callback and a state this browser did not start', async () => {
    const carol = person();
    const browser = new SsoBrowser(testApp.app, publicUrl);
    const back = await browser.atProvider(await browser.start(key), carol);
    const stateCookie = browser.appCookies.get('fitout_sso_state');
    expect(endOf(key, await browser.appGet(back)).get('result')).toBe('signed-in');

    // The same callback again, with the same cookie put back: the state was used.
    browser.appCookies.take([`fitout_sso_state=${stateCookie}`]);
    expect(endOf(key, await browser.appGet(back)).get('error')).toBe('sso/failed');
    expect(logged('the state is unknown, used or expired')).toBe(true);

    // Another browser's callback link opened here (login CSRF): no cookie of that sign-in.
    const victim = new SsoBrowser(testApp.app, publicUrl);
    const attacker = new SsoBrowser(testApp.app, publicUrl);
    const forged = await attacker.atProvider(await attacker.start(key), carol);
    await victim.start(key);
    expect(endOf(key, await victim.appGet(forged)).get('error')).toBe('sso/failed');
    expect(logged('the state does not match')).toBe(true);
  });

  it('refuses an ID token with another nonce than the one of this sign-in', async () => {
    const dan = person();
    const browser = new SsoBrowser(testApp.app, publicUrl);
    const authorization = await browser.start(key);
    authorization.searchParams.set('nonce', 'a-nonce-from-another-sign-in');
    const params = endOf(key, await browser.appGet(await browser.atProvider(authorization, dan)));
    expect(params.get('error')).toBe('sso/failed');
    expect(logged('unexpected ID Token \\"nonce\\" claim value')).toBe(true);
  });

  it('refuses an expired ID token', async () => {
    const eve = person();
    const browser = new SsoBrowser(testApp.app, publicUrl);
    const back = await browser.atProvider(await browser.start(key), eve);
    testApp.clock.advance((idTokenLifetimeSeconds + 120) * 1000);
    expect(endOf(key, await browser.appGet(back)).get('error')).toBe('sso/failed');
    expect(logged('expiration is past current timestamp')).toBe(true);
    expect(await usersWithEmail(eve.account.email)).toHaveLength(0);
  });

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    const frank = person();
    providers[key].publishForeignKey(true);
    const { params } = await signIn(frank);
    expect(params.get('error')).toBe('sso/failed');
    expect(logged('JWT signature verification failed')).toBe(true);
    expect(await usersWithEmail(frank.account.email)).toHaveLength(0);
  });

  it('refuses a person deactivated in Fitout even when the provider says yes', async () => {
    const grace = person();
    expect((await signIn(grace)).params.get('result')).toBe('signed-in');
    await testApp.db.update(users).set({ active: false }).where(eq(users.email, grace.account.email));
    const { params, browser } = await signIn(grace);
    expect(params.get('error')).toBe('auth/inactive');
    expect((await browser.claimSession()).statusCode).toBe(401);
  });

  it("refuses, and never merges, an email of another client's account", async () => {
    const [before] = await usersWithEmail(partner.otherClientEmail);
    const mallory = person({ email: partner.otherClientEmail });
    const { params, browser } = await signIn(mallory);
    expect(params.get('error')).toBe('sso/email_taken');
    expect((await browser.claimSession()).statusCode).toBe(401);
    expect(await usersWithEmail(partner.otherClientEmail)).toEqual([before]);
    expect(await testApp.db.select().from(ssoIdentities)).toEqual([]);
    expect(logged(`${partner.otherClientEmail} belongs to user`)).toBe(true);
  });

  it('ends on the error page when the person cancels at the provider', async () => {
    const browser = new SsoBrowser(testApp.app, publicUrl);
    const back = await browser.atProvider(await browser.start(key), 'cancel');
    expect(endOf(key, await browser.appGet(back)).get('error')).toBe('sso/failed');
    expect(logged('the provider answered access_denied')).toBe(true);
  });
});

describe('single sign-on configuration', () => {
  it('lists the configured partners by name', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/sso/' });
    expect(response.json()).toEqual([
      { key: 'sqh', name: 'SQH Group' },
      { key: 'caicp', name: 'CAICP Group' },
    ]);
  });

  it('answers 404 with a translated detail for a key nobody configured', async () => {
    const onlySqh = await buildApp({
      config: testConfig({ sso: { ...sso, partners: { sqh: sso.partners.sqh } }, publicUrl }),
      db: testApp.db,
      logger: false,
    });
    try {
      for (const url of [
        '/api/v1/auth/sso/caicp/redirect',
        '/api/v1/auth/sso/other/redirect',
        '/api/v1/auth/sso/caicp/login/',
      ]) {
        const response = await onlySqh.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          detail: t('en', 'errors:sso.unknown_client'),
          code: 'sso/unknown_client',
        });
      }
      expect((await onlySqh.inject({ method: 'GET', url: '/api/v1/auth/sso/' })).json()).toEqual([
        { key: 'sqh', name: 'SQH Group' },
      ]);
    } finally {
      await onlySqh.close();
    }
  });

  it('sends the browser back with the error when the provider is down', async () => {
    const down = await buildApp({
      config: testConfig({
        sso: { ...sso, partners: { sqh: { ...sso.partners.sqh!, issuer: 'http://127.0.0.1:9' } } },
        publicUrl,
      }),
      db: testApp.db,
      logger: false,
    });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/v1/auth/sso/sqh/redirect' });
      expect(endOf('sqh', response).get('error')).toBe('sso/failed');
    } finally {
      await down.close();
    }
  });

  it('refuses to start with a half-configured partner or a plain-http issuer', async () => {
    const { loadConfig } = await import('../../../server/config');
    expect(() => loadConfig({ SSO_SQH_ISSUER: 'https://id.sqh.test' })).toThrow(/SSO_SQH_CLIENT_ID/);
    expect(() =>
      loadConfig({
        SSO_CAICP_ISSUER: 'http://id.caicp.test',
        SSO_CAICP_CLIENT_ID: 'fitout',
        SSO_CAICP_CLIENT_SECRET: 'secret',
        SSO_CAICP_FITOUT_CLIENT_ID: demoIds.companyClient,
      }),
    ).toThrow(/SSO_CAICP_ISSUER: must be https/);
    expect(loadConfig({}).sso.partners).toEqual({});
  });
});
