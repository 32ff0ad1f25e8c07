import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { RunningServer } from '../bench/server';
import {
  makePng,
  openNewLinkOnPhone,
  pullAsInstaller,
  startInterventionsServer,
} from './pages/install-fixtures';

// Its own server, fresh for this file, beside the suite's.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181) + 70;
const baseURL = `http://localhost:${PORT}`;
const LINES = 4;

let server: RunningServer;
let orders: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = await startInterventionsServer(PORT, [LINES, LINES, LINES]);
  server = started.server;
  orders = started.purchaseOrderIds;
});

test.afterAll(async () => {
  await server?.stop();
});

/** A new link to the n-th purchase order, opened on a phone until "Ready for offline". */
async function readyInstaller(
  browser: Browser,
  request: APIRequestContext,
  index: number,
  viewport?: { width: number; height: number },
) {
  const purchaseOrderId = orders[index] ?? '';
  const phone = await openNewLinkOnPhone(browser, request, {
    baseURL,
    purchaseOrderId,
    lines: LINES,
    viewport,
  });
  return { purchaseOrderId, ...phone };
}

test('opened with no network, the page stops saying "No connection" within a second of the network coming back', async ({
  browser,
  request,
}) => {
  const { context, installer } = await readyInstaller(browser, request, 0);
  const page = installer.page;
  const noConnection = page.getByText(/^No connection: your changes are kept on this phone/);

  await context.setOffline(true);
  await page.reload();
  await expect(noConnection).toBeVisible();
  await expect(page.getByText('Offline: changes are kept on this phone', { exact: true })).toBeVisible();

  await context.setOffline(false);
  // The issue's own figure: the note follows the sync status, which hears the browser's "online" at once.
  await expect(noConnection).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await context.close();
});

test('a photo whose bytes have not reached the server keeps "changes waiting", and is not counted among the images stored', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { link, purchaseOrderId, context, installer, room } = await readyInstaller(browser, request, 1);
  const page = installer.page;
  const ready = await installer.readyMessage(LINES).textContent();
  // The photo's row may go, its bytes may not (a cellar's last bar of signal).
  await context.route('**/api/v1/attachments/*/content', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );

  await installer
    .line(room, 1)
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'line-1.png', mimeType: 'image/png', buffer: makePng(1) });
  await expect
    .poll(
      async () =>
        (await pullAsInstaller(request, baseURL, purchaseOrderId, link.token)).filter(
          (row) => row.entity === 'attachments',
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(installer.line(room, 1).getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent', { exact: true })).toBeVisible();
  await expect(page.getByText('All changes sent', { exact: true })).toHaveCount(0);
  await expect(installer.readyMessage(LINES)).toHaveText(ready ?? '');

  await context.unroute('**/api/v1/attachments/*/content');
  await expect(installer.line(room, 1).getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('All changes sent', { exact: true })).toBeVisible();
  await context.close();
});

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [390, 1280]) {
  test(`at ${width} px, the "Quantity checked" buttons are 44 px targets beside the value, and each tap counts one`, async ({
    browser,
    request,
  }) => {
    const { context, installer, room } = await readyInstaller(browser, request, 2, { width, height: 900 });
    const line = installer.line(room, 1);
    const value = line.getByRole('spinbutton', { name: /^Quantity checked/ });
    const less = line.getByRole('button', { name: 'One less' });
    const more = line.getByRole('button', { name: 'One more' });
    await more.scrollIntoViewIfNeeded();
    const [lessBox, valueBox, moreBox] = await Promise.all([
      less.boundingBox(),
      value.boundingBox(),
      more.boundingBox(),
    ]);
    if (!lessBox || !valueBox || !moreBox) throw new Error('the stepper is not drawn');
    for (const button of [lessBox, moreBox]) {
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    expect(overlap(lessBox, valueBox)).toBe(false);
    expect(overlap(moreBox, valueBox)).toBe(false);
    expect(overlap(lessBox, moreBox)).toBe(false);

    const start = Number(await value.inputValue());
    await more.click();
    await expect(value).toHaveValue(String(start + 1));
    await more.click();
    await less.click();
    await expect(value).toHaveValue(String(start + 1));
    await value.fill('7');
    await value.press('Enter');
    await expect(value).toHaveValue('7');
    await context.close();
  });
}
