import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser, type DemoUser } from './support/demo-users';
import { apiToken, pullAll } from './support/sync-api';
import { t } from './support/translations';

const lng = 'fr';
const statuses = ['pending', 'contacted', 'referred', 'refused'] as const;

type PulledLead = { name: string; referralStatus: (typeof statuses)[number] };

/** The leads the server gives this user's devices: what its screens must show, no more. */
async function pulledLeads(request: Parameters<typeof apiToken>[0], user: DemoUser): Promise<PulledLead[]> {
  const token = await apiToken(request, user.email);
  return (await pullAll(request, token))
    .filter((change) => change.entity === 'leads' && change.data !== null)
    .map((change) => change.data as PulledLead);
}

async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page, lng).login(user.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

function leadList(page: Page, key: string) {
  // A table on a wide screen, a list of cards on a phone: both carry the list's name.
  return page.getByRole('table', { name: t(lng, key) }).or(page.getByRole('list', { name: t(lng, key) }));
}

test("a referrer's agent lands on its own leads, which stay readable offline after a reload", async ({
  page,
  context,
  request,
}) => {
  const agent = demoUser('br-agent');
  const leads = await pulledLeads(request, agent);
  expect(leads.length).toBeGreaterThan(0);

  await signIn(page, agent);
  await expect(page).toHaveURL(/\/br\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'referrer:leads.title') })).toBeVisible();
  const table = leadList(page, 'referrer:leads.title');
  await expect(table.getByRole('row')).toHaveCount(leads.length + 1);
  for (const lead of leads) {
    await expect(table.getByRole('row').filter({ hasText: lead.name }).first()).toContainText(
      t(lng, `referrer:status.${lead.referralStatus}`),
    );
  }
  await expectNoSeriousA11yViolations(page);

  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(leads.length + 1);
  await context.setOffline(false);
});

test("a referrer's admin lands on the dashboard, which counts its team's leads by status, on a phone too", async ({
  page,
  request,
}) => {
  const admin = demoUser('br-admin');
  const leads = await pulledLeads(request, admin);
  // The admin reads every lead of its referrer, more than its agent's own.
  expect(leads.length).toBeGreaterThan((await pulledLeads(request, demoUser('br-agent'))).length);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/br$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t(lng, 'referrer:dashboard.title') }),
  ).toBeVisible();
  const figures = page.getByRole('list', { name: t(lng, 'referrer:dashboard.by_status') });
  for (const status of statuses) {
    const count = leads.filter((lead) => lead.referralStatus === status).length;
    await expect(
      figures.getByRole('listitem').filter({ hasText: t(lng, `referrer:status.${status}`) }),
    ).toContainText(String(count));
  }
  await expect(leadList(page, 'referrer:dashboard.leads').getByRole('listitem')).toHaveCount(leads.length);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
