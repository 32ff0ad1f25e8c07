import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AdminLeadsPage, MyLeadsPage } from './pages/leads-pages';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser, type DemoUser } from './support/demo-users';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

const lng = 'fr';

type Row = Record<string, unknown> & { id: string; name: string };

async function rowsOf(request: APIRequestContext, user: DemoUser, entity: string): Promise<Row[]> {
  const token = await apiToken(request, user.email);
  return (await pullAll(request, token))
    .filter((change) => change.entity === entity && change.data !== null)
    .map((change) => change.data as Row);
}

async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page, lng).login(user.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page of its own browser context, as another person's device. */
async function deviceOf(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** The referrer's purchase-order setting, set from its office page. */
async function setPurchaseOrderAccess(office: Page, referrerId: string, on: boolean): Promise<void> {
  await office.goto(`/admin/referrers/${referrerId}`);
  const toggle = office.getByRole('switch', { name: t(lng, 'leads:referrers.can_access_po') });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await office.getByRole('button', { name: t(lng, 'leads:referrers.save') }).click();
  await expect(office.getByRole('status').filter({ hasText: t(lng, 'leads:referrers.saved') })).toBeVisible();
}

test('an agent registers a lead offline; the office signs it; the dashboard counts it; purchase orders follow the referrer setting', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const agent = demoUser('br-agent');
  const admin = demoUser('admin');
  const [referrer] = await rowsOf(request, agent, 'businessReferrers');
  const name = `Prospect ${Date.now()}`;
  // A number of its own, so a repeated run's lead is not a duplicate of this one.
  const digits = String(Date.now()).slice(-8).match(/../g)!;

  // The agent registers the lead with the network cut, and finds it again after a reload.
  await signIn(page, agent);
  await expect(page).toHaveURL(/\/br\/leads$/);
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  const myLeads = new MyLeadsPage(page, lng);
  await context.setOffline(true);
  const dialog = await myLeads.register({
    name,
    email: 'nouveau@example.fr',
    phone: `06 ${digits.join(' ')}`,
    city: 'Lyon',
  });
  await expectNoSeriousA11yViolations(page);
  await myLeads.submit(dialog);
  await expect(myLeads.row(name)).toContainText(t(lng, 'referrer:status.pending'));
  await page.reload();
  await expect(myLeads.row(name)).toContainText(t(lng, 'referrer:status.pending'));
  // Registering the same phone again is warned before saving.
  const twin = await myLeads.register({
    name: 'Doublon',
    email: '',
    phone: `06.${digits.join('.')}`,
    city: '',
  });
  await expect(twin.getByText(t(lng, 'leads:register.duplicates', { names: name }))).toBeVisible();
  await twin.getByRole('button', { name: t(lng, 'common:actions.cancel') }).click();
  await context.setOffline(false);
  await expect
    .poll(
      async () => (await rowsOf(request, admin, 'leads')).find((lead) => lead.name === name)?.referralStatus,
      {
        timeout: 30_000,
      },
    )
    .toBe('pending');

  // The office moves it to contacted, then referred, and links the project it became.
  const office = await deviceOf(browser, admin);
  const project = (await rowsOf(request, admin, 'projects')).find((row) => row.name.length > 0)!;
  await office.goto('/admin/leads');
  const adminLeads = new AdminLeadsPage(office, lng);
  await adminLeads.moveTo(name, 'contacted');
  await adminLeads.moveTo(name, 'referred');
  await adminLeads.linkProject(name, project.name, '12500');
  await expectNoSeriousA11yViolations(office);
  await expect
    .poll(async () => (await rowsOf(request, admin, 'leads')).find((lead) => lead.name === name), {
      timeout: 30_000,
    })
    .toMatchObject({ referralStatus: 'referred', projectId: project.id, contractValueCents: 1_250_000 });
  const lead = (await rowsOf(request, admin, 'leads')).find((row) => row.name === name)!;

  // The agent sees it signed; the referrer's admin counts it on the dashboard.
  await expect(myLeads.row(name)).toContainText(t(lng, 'referrer:status.referred'), { timeout: 30_000 });
  const brAdmin = demoUser('br-admin');
  const teamLeads = await rowsOf(request, brAdmin, 'leads');
  const dashboard = await deviceOf(browser, brAdmin);
  await expect(dashboard).toHaveURL(/\/br$/);
  const figures = dashboard.getByRole('list', { name: t(lng, 'referrer:dashboard.by_status') });
  await expect(
    figures.getByRole('listitem').filter({ hasText: t(lng, 'referrer:status.referred') }),
  ).toContainText(String(teamLeads.filter((row) => row.referralStatus === 'referred').length));
  // The months as a drawn chart, and as a table a screen reader reads: this month's row counts the
  // leads registered this month (UTC, as the dashboard counts them).
  const byMonth = dashboard.getByRole('table', { name: t(lng, 'referrer:dashboard.by_month') });
  await expect(byMonth.getByRole('row')).toHaveCount(13);
  const now = new Date();
  const thisMonth = now.toISOString().slice(0, 7);
  const monthLabel = new Intl.DateTimeFormat(lng, { month: 'short', year: 'numeric' }).format(
    new Date(now.getUTCFullYear(), now.getUTCMonth(), 1),
  );
  const registered = teamLeads.filter((row) => String(row.createdAt).startsWith(thisMonth)).length;
  expect(registered).toBeGreaterThan(0);
  const thisMonthRow = byMonth
    .getByRole('row')
    .filter({ has: dashboard.getByRole('rowheader', { name: monthLabel, exact: true }) });
  await expect(thisMonthRow.getByRole('cell').first()).toHaveText(String(registered));
  await expect(dashboard.locator('figure svg').first()).toBeVisible();
  await expect(dashboard.getByRole('table', { name: t(lng, 'referrer:dashboard.by_agent') })).toBeVisible();
  await expectNoSeriousA11yViolations(dashboard);

  // Off: no purchase-order button, and the server itself refuses the read.
  const agentToken = await apiToken(request, agent.email);
  const readOrder = () =>
    request.get(`/api/v1/leads/${lead.id}/purchase-order`, {
      headers: { Authorization: `bearer ${agentToken}` },
    });
  await setPurchaseOrderAccess(office, referrer!.id, false);
  await expect.poll(async () => (await readOrder()).status(), { timeout: 30_000 }).toBe(403);
  expect(await (await readOrder()).json()).toMatchObject({ code: 'auth/forbidden' });
  await page.reload();
  await expect(myLeads.row(name)).toBeVisible();
  await expect(myLeads.purchaseOrderButton(name)).toHaveCount(0);

  // On: the agent opens it, read only.
  await setPurchaseOrderAccess(office, referrer!.id, true);
  await expect.poll(async () => (await readOrder()).status(), { timeout: 30_000 }).toBe(200);
  await myLeads.purchaseOrderButton(name).click({ timeout: 30_000 });
  const order = page.getByRole('dialog', { name: t(lng, 'leads:purchase_order.title', { name }) });
  await expect(order.getByText(t(lng, 'leads:purchase_order.read_only'))).toBeVisible();
  await expect(order.getByText(project.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the office's dashboard lists what needs it, live, each item opening its page", async ({
  page,
  request,
}) => {
  const admin = demoUser('admin');
  // A manager's device pulls now, its oldest change waiting for five days: it needs the office.
  const manager = demoUser('br-manager');
  const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
  const pulled = await request.post('/api/v1/sync/pull', {
    headers: { Authorization: `bearer ${await apiToken(request, manager.email)}` },
    data: {
      clientID: crypto.randomUUID(),
      protocolVersion: 1,
      cookie: null,
      limit: 1,
      oldestPendingAt: fiveDaysAgo,
    },
  });
  expect(pulled.ok()).toBe(true);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page
      .getByRole('list', { name: t(lng, 'admin:dashboard.devices') })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="mailto:${manager.email}"]`) })
      .filter({ hasText: t(lng, 'admin:dashboard.oldest_waiting_days_other', { count: '5' }) }),
  ).toBeVisible();
  const pending = (await rowsOf(request, admin, 'leads')).filter((lead) => lead.referralStatus === 'pending');
  const leadsTitle = t(lng, 'admin:dashboard.leads');
  const heading = (count: number) =>
    page.getByRole('heading', {
      level: 2,
      name: t(lng, 'admin:dashboard.section_count', { title: leadsTitle, total: String(count) }),
    });
  await expect(heading(pending.length)).toBeVisible();
  for (const key of ['quotes', 'orders', 'interventions', 'devices'])
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(t(lng, `admin:dashboard.${key}`)) }),
    ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A lead registered on another device shows up without a reload.
  const agent = demoUser('br-agent');
  const [referrer] = await rowsOf(request, agent, 'businessReferrers');
  const agentToken = await apiToken(request, agent.email);
  const me = (await (
    await request.get('/api/v1/auth/me', { headers: { Authorization: `bearer ${agentToken}` } })
  ).json()) as { _id: string };
  const name = `Nouveau ${Date.now()}`;
  await pushApplied(request, agentToken, [
    ['leadCreate', { id: crypto.randomUUID(), businessReferrerId: referrer!.id, agentId: me._id, name }],
  ]);
  await expect(heading(pending.length + 1)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('list', { name: leadsTitle }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=pending$/);
  await expect(
    page
      .getByRole('table', { name: t(lng, 'leads:admin.list') })
      .getByRole('row')
      .filter({ hasText: name }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the office adds a business referrer and chooses the modules its leads may be offered', async ({
  page,
  request,
}) => {
  const admin = demoUser('admin');
  const name = `Agence ${Date.now()}`;
  // A whole pack (no parent), so the office's editor offers it to start a project from.
  const module = (await rowsOf(request, admin, 'furnitureModules')).find(
    (row) => row.archived !== true && row.parentModuleId === null,
  )!;
  await signIn(page, admin);
  await page.goto('/admin/referrers');
  await expect(page.getByRole('table', { name: t(lng, 'leads:referrers.list') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t(lng, 'leads:referrers.add') }).click();
  await page.getByLabel(t(lng, 'leads:referrers.name')).fill(name);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t(lng, 'leads:referrers.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: t(lng, 'leads:referrers.modules_link') }).click();
  await page.getByRole('searchbox').fill(module.name);
  await page.getByRole('checkbox', { name: module.name, exact: true }).check();
  await page.getByRole('button', { name: t(lng, 'leads:referrers.save') }).click();
  await expect(page.getByText(t(lng, 'leads:referrers.saved'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(
      async () =>
        (await rowsOf(request, admin, 'businessReferrers')).find((row) => row.name === name)?.moduleIds,
      {
        timeout: 30_000,
      },
    )
    .toEqual([module.id]);

  // A client its lead became: the office's editor offers its project only the referrer's module.
  const referrer = (await rowsOf(request, admin, 'businessReferrers')).find((row) => row.name === name)!;
  const [clientId, projectId, leadId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await pushApplied(request, await apiToken(request, admin.email), [
    [
      'clientCreate',
      {
        id: clientId,
        name: `Client ${name}`,
        email: '',
        phone: '',
        vatNumber: '',
        airtableLink: null,
        billingAddress: {},
        isCompany: false,
      },
    ],
    ['projectCreate', { id: projectId, name: `Projet ${name}`, clientId }],
    ['leadCreate', { id: leadId, businessReferrerId: referrer.id, name: `Prospect ${name}` }],
    ['leadUpdate', { id: leadId, patch: { projectId } }],
  ]);
  await page.goto(`/admin/projects/${projectId}?step=quote`);
  await page
    .getByRole('button', { name: t(lng, 'projects:rooms.add_module'), exact: true })
    .click({ timeout: 30_000 });
  await expect(page.getByRole('menuitem')).toHaveText([String(module.clientName || module.name)]);
});
