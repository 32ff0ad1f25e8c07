import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { odooOrderRef } from '../../server/integrations/erp/odoo-erp';
import type { ProjectMessages } from '../../src/domain/outbox/outbound-message.schema';
import { startServer, type RunningServer } from '../bench/server';
import { startFakeChat, type FakeChat } from '../server/support/fake-chat';
import { startFakeOdoo, type FakeOdoo } from '../server/support/fake-odoo';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { rowsOf, type Row } from './support/server-quote';
import { submitQuoteAsClient } from './support/submitted-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// Its own app, configured with the ERP and the purchasing chat on local fakes, so the suite's
// server keeps its configuration. Ports: the fake ERP on the suite's port + 2, the chat on + 3,
// this app on + 8.
const suitePort = Number(process.env.FITOUT_E2E_PORT ?? 8181);
const PORT = suitePort + 8;
const baseURL = `http://localhost:${PORT}`;
const lng = 'fr';
const admin = demoUser('admin');

let odoo: FakeOdoo;
let chat: FakeChat;
let server: RunningServer;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  odoo = await startFakeOdoo({ products: [], port: suitePort + 2 });
  chat = await startFakeChat({ port: suitePort + 3 });
  server = await startServer({
    root: join(import.meta.dirname, '..', '..'),
    port: PORT,
    dataDir: join('.e2e-data', `erp-${Date.now()}`),
    env: {
      PUBLIC_URL: baseURL,
      ODOO_URL: odoo.url,
      ODOO_API_KEY: odoo.apiKey,
      ODOO_DATABASE: odoo.database,
      CHAT_WEBHOOK_URL: chat.webhookUrl,
      // Quick retries, and never a dead letter while the test waits for the ERP to come back.
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_RETRY_MAX_MS: '1000',
      OUTBOX_POLL_MS: '100',
      OUTBOX_MAX_ATTEMPTS: '100',
      // No call here is meant to time out: on a busy machine a fake's slow answer must not be retried.
      OUTBOX_TIMEOUT_MS: '30000',
      // The ERP's outage logs a warning per try; the test reads the debug page instead.
      LOG_LEVEL: 'error',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await odoo?.close();
  await chat?.close();
});

/** Furniture that has another of its category to be replaced with (the replace dialog's alternatives). */
function replaceable(quotable: Row[]): Row | undefined {
  return quotable.find((item) =>
    quotable.some(
      (other) => other.id !== item.id && other.categoryId !== null && other.categoryId === item.categoryId,
    ),
  );
}

/** The row of a call on the debug page, by its target and kind as the page names them. */
function messageRow(page: Page, kind: 'erp_register_order' | 'erp_update_order'): Locator {
  const name = t(lng, 'outbox:debug.message', {
    target: t(lng, 'outbox:targets.erp'),
    kind: t(lng, `outbox:kinds.${kind}`),
  });
  return page
    .getByRole('table', { name: t(lng, 'outbox:debug.title') })
    .getByRole('row')
    .filter({ hasText: name });
}

test('an order validated while the ERP is down waits on the debug page, reaches the ERP once it is back, its stock states come back, and a certified replacement is regenerated in the ERP; a regeneration refused once preparing is retried from the debug page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const quote = await submitQuoteAsClient(request, { pick: replaceable });
  const agentToken = await apiToken(request, demoUser('b2b-agent').email);
  const skus = rowsOf(await pullAll(request, agentToken), 'furniture').map((row) => String(row.sku));
  odoo.addProducts(skus.filter((sku) => sku !== ''));

  odoo.setDown(true);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.validate();

  // The debug page: the registration waits with the ERP's error; Airtable is not configured here.
  await page.goto(`/admin/projects/${quote.id}/debug`);
  const registration = messageRow(page, 'erp_register_order');
  await expect(async () => {
    await page.reload();
    await expect(registration).toContainText(t(lng, 'outbox:states.pending'), { timeout: 2000 });
    await expect(registration).toContainText('503', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    page.getByText(t(lng, 'outbox:debug.not_configured', { target: t(lng, 'outbox:targets.airtable') })),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Offline, the page says where the calls are kept rather than showing a stale list.
  await page.context().setOffline(true);
  await expect(page.getByText(t(lng, 'outbox:debug.offline'))).toBeVisible();
  await page.context().setOffline(false);

  // The dashboard counts the failing call and opens the project's debug page.
  await page.goto('/admin/dashboard');
  await page
    .getByRole('list', { name: t(lng, 'admin:dashboard.outbox') })
    .getByRole('link', { name: quote.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${quote.id}/debug$`));
  await expect(registration).toContainText('503');

  // The ERP back: the message goes through, once.
  odoo.setDown(false);
  await expect(async () => {
    await page.reload();
    await expect(registration).toContainText(t(lng, 'outbox:states.delivered'), { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  const order = () => odoo.orders().find((o) => o.client_order_ref === odooOrderRef(quote.id));
  expect(odoo.orders().filter((o) => o.client_order_ref === odooOrderRef(quote.id))).toHaveLength(1);
  expect([...odoo.created.counts.values()]).toEqual([1]);

  // The warehouse has the items: a refresh fills the availability step in.
  const registered = order()!;
  const productLine = registered.lines.find((line) => Array.isArray(line.product_id))!;
  const sku = (productLine.product_id as [number, string])[1].replace('Product ', '');
  odoo.setLine(registered.id, sku, { free_qty_today: 1000 });
  await office.gotoEditor(quote.id, 'availability');
  await expect(page.getByText(t(lng, 'adminProjects:availability.never_refreshed'))).toBeVisible();
  await page.getByRole('button', { name: t(lng, 'adminProjects:availability.refresh') }).click();
  const table = page.getByRole('table', { name: t(lng, 'adminProjects:availability.label') });
  await expect(table.getByRole('row').filter({ hasText: quote.furnitureName })).toContainText(
    t(lng, 'common:availability.available_in_warehouse'),
  );
  await expect(page.getByText(/^Dernière actualisation : /)).toBeVisible();

  // Offline, the refresh says it needs the network.
  await page.context().setOffline(true);
  await expect(page.getByText(t(lng, 'adminProjects:availability.refresh_offline'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t(lng, 'adminProjects:availability.refresh') }),
  ).toBeDisabled();
  await page.context().setOffline(false);

  // Replaced, with the certification ticked.
  const dialog = await office.openUnavailability(quote.furnitureName);
  await dialog.getByRole('radio', { name: t(lng, 'adminProjects:availability.changes.replace') }).check();
  const alternatives = dialog.getByRole('radiogroup', {
    name: t(lng, 'adminProjects:availability.dialog.furniture'),
  });
  await alternatives.getByRole('radio').first().check();
  await dialog.getByRole('checkbox', { name: t(lng, 'adminProjects:availability.dialog.certify') }).check();
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:availability.dialog.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: quote.furnitureName })).toContainText(
    t(lng, 'adminProjects:availability.changes.replace'),
  );

  // Regenerated: the ERP order is updated, and the debug page says so.
  await office.regenerate();
  await expect.poll(() => order()!.origin, { timeout: 30_000 }).toMatch(/ #2$/);
  const replacedProduct = (productLine.product_id as [number, string])[0];
  const ordered = order()!.lines.flatMap((line) =>
    Array.isArray(line.product_id) ? [line.product_id[0]] : [],
  );
  expect(ordered).not.toContain(replacedProduct);
  await page.goto(`/admin/projects/${quote.id}/debug`);
  await expect(messageRow(page, 'erp_update_order')).toContainText(t(lng, 'outbox:states.delivered'));

  // Once the warehouse prepares, the ERP refuses the next regeneration for good: a dead letter
  // with the spec's text, which the office can send again from the debug page.
  odoo.startPreparing(registered.id);
  await office.gotoEditor(quote.id, 'availability');
  await office.regenerate();
  await page.goto(`/admin/projects/${quote.id}/debug`);
  const dead = messageRow(page, 'erp_update_order').filter({ hasText: t(lng, 'outbox:states.dead') });
  await expect(async () => {
    await page.reload();
    await expect(dead).toContainText('an error happened; maybe the warehouse started preparing items', {
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  const asked = odoo.requests;
  await dead.getByRole('button', { name: t(lng, 'outbox:debug.retry') }).click();
  // The ERP is asked again, and refuses again.
  await expect.poll(() => odoo.requests, { timeout: 30_000 }).toBeGreaterThan(asked);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a forced validation (the merchandise arrives after the first installation) sends exactly one notice to the purchasing chat', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  await pushApplied(request, await apiToken(request, admin.email), [
    [
      'projectUpdate',
      {
        id: quote.id,
        patch: {
          dates: { start: '2026-04-01', end: '2026-04-02', confirmed: false },
          estimatedDates: {
            delivery: '2026-04-20',
            intervention: null,
            warehousePreparation: null,
            deadline: null,
          },
        },
      },
    ],
  ]);
  const before = chat.posts.length;
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.validate({ force: true });

  await expect.poll(() => chat.posts.length, { timeout: 30_000 }).toBe(before + 1);
  expect(chat.posts.at(-1)!.text).toContain(quote.name);
  expect(chat.posts.at(-1)!.text).toContain('2026-04-20');
  // Nothing more comes: the validation queued its notices with it, so once none of the project's
  // chat messages waits any more, the chat has had all it will get.
  const adminToken = await apiToken(request, admin.email);
  const chatMessages = async () => {
    const response = await request.get(`/api/v1/outbox/projects/${quote.id}/messages`, {
      headers: { Authorization: `bearer ${adminToken}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as ProjectMessages).messages.filter(
      (message) => message.target === 'chat',
    );
  };
  await expect
    .poll(async () => (await chatMessages()).filter((message) => message.state === 'pending').length, {
      message: "the project's chat notices still waiting to be sent",
      timeout: 30_000,
    })
    .toBe(0);
  expect((await chatMessages()).map((message) => message.state)).toEqual(['delivered']);
  expect(chat.posts.length).toBe(before + 1);
});
