import { devices, expect, test, type Browser, type BrowserContext } from '@playwright/test';
import type { RunningServer } from '../bench/server';
import {
  adminToken,
  cardHistory,
  createLink,
  officePage,
  startInterventionsServer,
} from './pages/install-fixtures';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';

// Its own server, fresh for this file (the lost tap was seen on a fresh server), beside the suite's.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181) + 5;
const baseURL = `http://localhost:${PORT}`;
const LINES = 6;

let server: RunningServer;
let orders: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = await startInterventionsServer(PORT, [LINES, LINES, LINES, LINES, LINES]);
  server = started.server;
  orders = started.purchaseOrderIds;
});

test.afterAll(async () => {
  await server?.stop();
});

function order(index: number): string {
  const id = orders[index];
  if (!id) throw new Error(`no purchase order ${index}`);
  return id;
}

function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], baseURL, locale: 'en-US', serviceWorkers: 'allow' });
}

/** What the office's record says: the checks of each line, as the server holds them. */
async function checksOnServer(request: Parameters<typeof cardHistory>[0], purchaseOrderId: string) {
  const history = await cardHistory(request, baseURL, await adminToken(request, baseURL), purchaseOrderId);
  return history.filter((entry) => entry.field === 'checked' && entry.newValue === true).length;
}

/** Sync requests the browser sends (its workers' too), by the credential they carry. */
function watchSyncCredentials(context: BrowserContext): { installer: number; user: number } {
  const seen = { installer: 0, user: 0 };
  context.on('request', (request) => {
    if (!/\/api\/v1\/sync\/(push|pull)$/.test(request.url())) return;
    const headers = request.headers();
    if (headers['x-installation-token']) seen.installer++;
    if (headers.authorization) seen.user++;
  });
  return seen;
}

test('a tap right after "Ready for offline" on a fresh server reaches the office', async ({
  browser,
  request,
}) => {
  const link = await createLink(request, baseURL, await adminToken(request, baseURL), order(0));
  const context = await phone(browser);
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);
  await installer.readyMessage(LINES).waitFor({ timeout: 60_000 });
  const [room = ''] = await installer.roomNames();
  await installer.check(room, 1);

  await expect(installer.page.getByText('All changes sent')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => checksOnServer(request, order(0)), { timeout: 30_000 }).toBe(1);
  // And the phone agrees after a reload online: the line stays checked, nothing waits.
  await installer.page.reload();
  await expect(installer.linesLeft()).toHaveText(`${LINES - 1} lines left of ${LINES}`);
  await context.close();
});

test('signed in on the phone: an installer link runs only its own sync, becomes ready, and its taps reach the office', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const link = await createLink(request, baseURL, await adminToken(request, baseURL), order(1));
  const context = await phone(browser);
  const page = await context.newPage();
  const login = new LoginPage(page, 'en');
  await login.goto();
  await login.login(demoUser('admin').email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.close();
  // From here on, the only page of the phone is the installer's: every sync request is its own.
  const credentials = watchSyncCredentials(context);
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);
  await expect(installer.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
  const [room = ''] = await installer.roomNames();
  await installer.check(room, 1);
  await expect(installer.page.getByText('All changes sent')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => checksOnServer(request, order(1)), { timeout: 30_000 }).toBe(1);

  expect(credentials.installer).toBeGreaterThan(0);
  expect(credentials.user).toBe(0);
  // The header shows no signed-in user's status on the installer's page: one status, the link's.
  await expect(installer.page.getByRole('banner').getByRole('button', { name: /^Sync: / })).toHaveCount(0);
  await context.close();
});

test('two purchase orders in two tabs of one phone: both download and both send', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request, baseURL);
  const first = await createLink(request, baseURL, token, order(2));
  const second = await createLink(request, baseURL, token, order(3));
  const context = await phone(browser);
  const a = new InstallPage(await context.newPage());
  await a.open(first.path);
  await expect(a.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
  const b = new InstallPage(await context.newPage());
  await b.open(second.path);
  await expect(b.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });

  const [roomA = ''] = await a.roomNames();
  const [roomB = ''] = await b.roomNames();
  await a.check(roomA, 1);
  await b.check(roomB, 1);
  await b.check(roomB, 2);
  await expect.poll(() => checksOnServer(request, order(2)), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => checksOnServer(request, order(3)), { timeout: 30_000 }).toBe(2);
  await expect(a.page.getByText('All changes sent')).toBeVisible();
  await expect(b.page.getByText('All changes sent')).toBeVisible();
  await context.close();
});

test('a dead session on the phone: the page frame changes when the check answers, and a tap made meanwhile reaches the office', async ({
  browser,
  request,
}) => {
  const link = await createLink(request, baseURL, await adminToken(request, baseURL), order(0));
  const context = await phone(browser);
  await context.addInitScript(() => {
    if (location.protocol !== 'http:') return;
    localStorage.setItem('access_token', 'a-session-the-server-forgot');
    localStorage.setItem('token_type', 'bearer');
  });
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(`${error.error().name}: ${error.error().message}`));
  const page = await context.newPage();
  let answerCheck: () => void = () => undefined;
  const checkHeld = new Promise<void>((resolve) => (answerCheck = resolve));
  await page.route('**/api/v1/auth/me', async (route) => {
    await checkHeld;
    await route.continue();
  });
  const installer = new InstallPage(page);
  await installer.open(link.path);
  await installer.readyMessage(LINES).waitFor({ timeout: 60_000 });
  const [room = ''] = await installer.roomNames();
  const box = installer.line(room, 2).getByRole('checkbox', { name: 'Checked' });
  const before = await checksOnServer(request, order(0));
  answerCheck();
  await box.check();

  await expect.poll(() => checksOnServer(request, order(0)), { timeout: 30_000 }).toBe(before + 1);
  await expect(installer.page.getByText('All changes sent')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("the office's History follows the installer's checks without a reload", async ({ browser, request }) => {
  const token = await adminToken(request, baseURL);
  const link = await createLink(request, baseURL, token, order(4));
  const office = await officePage(browser, baseURL, token);
  await office.page.goto(`/admin/interventions/${order(4)}`);
  const history = office.page.getByRole('region', { name: 'History' });
  await expect(history.getByText('No change yet.')).toBeVisible({ timeout: 30_000 });

  const context = await phone(browser);
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);
  await expect(installer.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
  const [room = ''] = await installer.roomNames();
  const checkedRows = history.getByRole('row').filter({ hasText: 'Checked: no → yes' });
  await installer.check(room, 1);
  await expect(checkedRows).toHaveCount(1, { timeout: 30_000 });
  await installer.check(room, 2);
  await expect(checkedRows).toHaveCount(2, { timeout: 30_000 });
  await context.close();
  await office.context.close();
});
