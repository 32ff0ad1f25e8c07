import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoIds } from '../../server/seed/accounts';
import { startServer, type RunningServer } from '../bench/server';
import {
  newTestAccount,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../server/support/oidc-test-provider';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ProjectListPage } from './pages/project-list-page';
import { ProviderSignInPage, SsoPages } from './pages/sso-pages';
import { expectNoSeriousA11yViolations } from './support/axe';

// Its own app, configured with single sign-on to a local provider, so the suite's server keeps its
// configuration. Ports: the provider on the suite's port + 1, this app on + 7.
const suitePort = Number(process.env.FITOUT_E2E_PORT ?? 8181);
const PROVIDER_PORT = suitePort + 1;
const PORT = suitePort + 7;
const baseURL = `http://localhost:${PORT}`;
const lng = 'fr';

let provider: OidcTestProvider;
let server: RunningServer;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  provider = await startOidcTestProvider({
    name: 'SQH',
    port: PROVIDER_PORT,
    clients: [
      {
        clientId: 'fitout',
        clientSecret: 'e2e-secret',
        redirectUri: `${baseURL}/api/v1/auth/sso/sqh/login/`,
      },
    ],
  });
  server = await startServer({
    root: join(import.meta.dirname, '..', '..'),
    port: PORT,
    dataDir: join('.e2e-data', `sso-${Date.now()}`),
    env: {
      PUBLIC_URL: baseURL,
      SSO_ALLOW_HTTP_ISSUERS: 'true',
      SSO_SQH_ISSUER: provider.issuer,
      SSO_SQH_CLIENT_ID: 'fitout',
      SSO_SQH_CLIENT_SECRET: 'e2e-secret',
      SSO_SQH_FITOUT_CLIENT_ID: demoIds.companyClient,
      SSO_SQH_NAME: 'SQH Habitat',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

function person() {
  const { subject, account } = newTestAccount();
  provider.accounts.set(subject, account);
  return { login: subject, password: account.password };
}

test('a partner person picks the company, signs in at its provider and lands on the projects list', async ({
  page,
}) => {
  const who = person();
  const sso = new SsoPages(page, lng);
  await new LoginPage(page, lng).goto();
  await sso.entry.click();
  await expect(sso.partner('SQH Habitat')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await sso.partner('SQH Habitat').click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await new ProviderSignInPage(page).signIn(who.login, who.password);

  const projects = new ProjectListPage(page, lng);
  await expect(projects.heading('projects')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/projects`);

  await new AppShell(page, lng).logOut();
  await expect(new LoginPage(page, lng).form).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`);
});

test('a sign-in cancelled at the provider shows the single sign-on error with a retry, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const who = person();
  const sso = new SsoPages(page, lng);
  await new LoginPage(page, lng).goto();
  await sso.entry.click();
  await sso.partner('SQH Habitat').click();
  await new ProviderSignInPage(page).cancel();

  await expect(sso.failureHeading).toBeVisible();
  await expect(sso.failure('sso.failed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The retry starts again at the provider, and this time the person signs in.
  await sso.retry.click();
  await new ProviderSignInPage(page).signIn(who.login, who.password);
  await expect(new ProjectListPage(page, lng).heading('projects')).toBeVisible();
});

test('offline, the single sign-on entry says it needs the network', async ({ page, context }) => {
  const sso = new SsoPages(page, lng);
  await new LoginPage(page, lng).goto();
  await expect(sso.entry).toBeEnabled();
  await context.setOffline(true);
  await expect(sso.offlineHint).toBeVisible();
  await expect(sso.entry).toHaveAttribute('aria-disabled', 'true');
  await context.setOffline(false);
  await expect(sso.offlineHint).toBeHidden();
});

test('a partner this server does not configure says single sign-on is not available there', async ({
  page,
}) => {
  const sso = new SsoPages(page, lng);
  await page.goto('/login/sso-redirect/caicp');
  await expect(sso.failure('sso.unknown_client')).toBeVisible();
  await expect(sso.retry).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/login/sso-redirect/caicp`);
});
