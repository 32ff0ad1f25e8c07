import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { RunningServer } from '../bench/server';
import {
  adminToken,
  cardHistory,
  createLink,
  makePng,
  pullAsInstaller,
  revokeLink,
  startInterventionsServer,
} from './pages/install-fixtures';
import { InstallPage } from './pages/install-page';

// Its own server, on a clock the tests move (TEST_CLOCK_FILE), beside the suite's.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181) + 6;
const baseURL = `http://localhost:${PORT}`;
const LINES = 6;
const HOUR_MS = 3_600_000;
/**
 * The page says the link is dead when the network comes back, without a reload: sooner than the
 * sync's fallback pull (a minute, POLL_INTERVAL_MS) could have told it. A deadline, not a figure:
 * it leaves a busy machine room and still tells a page that reacts from one that waits for the poll.
 */
const SAID_BEFORE_THE_POLL_MS = 30_000;
const clockDir = mkdtempSync(join(tmpdir(), 'fitout-e2e-clock-'));
const clockFile = join(clockDir, 'offset');

let server: RunningServer;
let revokedOrder = '';
let expiringOrder = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = await startInterventionsServer(PORT, [LINES, LINES], {
    env: { TEST_CLOCK_FILE: clockFile },
  });
  server = started.server;
  [revokedOrder = '', expiringOrder = ''] = started.purchaseOrderIds;
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

function phone(browser: Browser, locale: 'en-US' | 'fr-FR') {
  return browser.newContext({ ...devices['Pixel 7'], baseURL, locale, serviceWorkers: 'allow' });
}

async function checksInHistory(request: APIRequestContext, purchaseOrderId: string) {
  const history = await cardHistory(request, baseURL, await adminToken(request, baseURL), purchaseOrderId);
  return history.filter((entry) => entry.field === 'checked').map((entry) => entry.cardId);
}

test('revoked while offline: back online, the open page says so before the next poll, with what waits, and a new link in a tab beside it sends everything once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request, baseURL);
  const revoked = await createLink(request, baseURL, token, revokedOrder);
  const context = await phone(browser, 'en-US');
  const old = new InstallPage(await context.newPage());
  await old.open(revoked.path);
  await expect(old.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
  const [room = ''] = await old.roomNames();

  await context.setOffline(true);
  for (let index = 1; index <= 3; index++) await old.check(room, index);
  await old
    .line(room, 4)
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'line-4.png', mimeType: 'image/png', buffer: makePng(4) });
  await expect(old.line(room, 4).getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await revokeLink(request, baseURL, token, revokedOrder, revoked.id);
  await context.setOffline(false);

  const alert = old.page.getByRole('alert');
  await expect(alert.getByText('This link no longer works')).toBeVisible({
    timeout: SAID_BEFORE_THE_POLL_MS,
  });
  await expect(alert).toContainText('Ask the office for a new link.');
  await expect(old.page.getByText('4 changes and 1 photo not sent yet.')).toBeVisible();
  // Nothing on the page claims the changes left or that all is well.
  await expect(old.page.getByText('All changes sent')).toHaveCount(0);
  await expect(old.page.getByText('Online', { exact: true })).toHaveCount(0);

  // The office sends a new link; the installer opens it in a new tab, the old one still open.
  const fresh = await createLink(request, baseURL, token, revokedOrder);
  const next = new InstallPage(await context.newPage());
  await next.open(fresh.path);
  await expect(next.page.getByText('All changes sent')).toBeVisible({ timeout: 30_000 });
  await expect(next.linesLeft()).toHaveText(`${LINES - 3} lines left of ${LINES}`);
  await expect(next.line(room, 4).getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The old tab sees its queue emptied by the other.
  await expect(old.page.getByRole('alert')).toContainText(
    'Nothing made on this phone is waiting to be sent.',
    {
      timeout: 30_000,
    },
  );
  await expect(old.page.getByText(/not sent yet/)).toHaveCount(0);
  await context.close();

  const checked = await checksInHistory(request, revokedOrder);
  expect(checked).toHaveLength(3);
  expect(new Set(checked).size).toBe(3);
  const attachments = (await pullAsInstaller(request, baseURL, revokedOrder, fresh.token)).filter(
    (row) => row.entity === 'attachments',
  );
  expect(attachments).toHaveLength(1);
  expect(attachments[0]?.data?.uploadedAt).toEqual(expect.any(String));
});

test('a link past its 48 hours by the server clock: back online, the page says so in French before the next poll, and a new link sends the changes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request, baseURL);
  const expiring = await createLink(request, baseURL, token, expiringOrder);
  const context = await phone(browser, 'fr-FR');
  const installer = new InstallPage(await context.newPage());
  await installer.open(expiring.path);
  await expect(installer.page.getByText(/^Prêt hors connexion/)).toBeVisible({ timeout: 60_000 });
  const [room = ''] = await installer.roomNames();

  await context.setOffline(true);
  for (let index = 1; index <= 2; index++) {
    const box = installer.line(room, index).getByRole('checkbox', { name: 'Vérifiée' });
    await box.check();
    await expect(box).toBeChecked();
  }
  writeFileSync(clockFile, String(48 * HOUR_MS + 60_000));
  await context.setOffline(false);

  const alert = installer.page.getByRole('alert');
  await expect(alert.getByText('Ce lien ne fonctionne plus')).toBeVisible({
    timeout: SAID_BEFORE_THE_POLL_MS,
  });
  await expect(alert).toContainText('Demandez un nouveau lien au bureau.');
  await expect(installer.page.getByText('Pas encore envoyé : 2 modifications et 0 photo.')).toBeVisible();

  const fresh = await createLink(request, baseURL, await adminToken(request, baseURL), expiringOrder);
  await installer.open(fresh.path);
  await expect(installer.page.getByText('Toutes les modifications sont envoyées')).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
  expect(await checksInHistory(request, expiringOrder)).toHaveLength(2);
});
