import { expect, test, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { expectNoSidewaysScroll } from './support/sideways-scroll';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The current page's crumb: an id segment reads the name, then the raw id the spec asks for. */
function currentCrumb(page: Page, name: string, id: string) {
  return page
    .getByRole('navigation', { name: t(lng, 'nav:breadcrumb_label') })
    .getByText(t(lng, 'nav:breadcrumb_named', { name, id }), { exact: true });
}

test("a project's breadcrumb names the project in front of its id, on a phone too", async ({
  page,
  request,
}) => {
  const agent = demoUser('b2b-agent');
  const project = { id: uuidv7(), name: `Appartement rue Lecourbe ${Date.now()}` };
  await pushApplied(request, await apiToken(request, agent.email), [['projectCreate', project]]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, agent.email);
  await page.goto(`/projects/detail/${project.id}`);
  await expect(currentCrumb(page, project.name, project.id)).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'the project detail');
  await expectNoSeriousA11yViolations(page);
});

test("a client's breadcrumb names the client in front of its id", async ({ page, request }) => {
  const agent = demoUser('b2b-agent');
  const [client] = (await pullAll(request, await apiToken(request, agent.email))).flatMap(
    ({ entity, data }) => (entity === 'clients' && data ? [data] : []),
  );
  if (!client) throw new Error("the seed's agent has no client");
  await signIn(page, demoUser('admin').email);
  await page.goto(`/admin/clients/${String(client.id)}`);
  await expect(currentCrumb(page, String(client.name), String(client.id))).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
