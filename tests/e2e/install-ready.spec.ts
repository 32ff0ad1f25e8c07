import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import type { RunningServer } from '../bench/server';
import { adminToken, createLink, startInterventionsServer } from './pages/install-fixtures';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';

// Its own server (seeded with a small purchase order), beside the suite's.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181) + 45;
const baseURL = `http://localhost:${PORT}`;
// Small, so the data is stored long before a slow service worker install would finish.
const LINES = 6;

let server: RunningServer;
let purchaseOrder = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = await startInterventionsServer(PORT, [LINES]);
  server = started.server;
  [purchaseOrder = ''] = started.purchaseOrderIds;
});

test.afterAll(async () => {
  await server?.stop();
});

function phone(browser: Browser) {
  return browser.newContext({ ...devices['Pixel 7'], baseURL, locale: 'en-US', serviceWorkers: 'allow' });
}

const accountOffer = /^(sign up|create an account|log in|sign in)$/i;

/**
 * An installer has a link, not an account: at no moment, from the first paint on, does the page
 * offer to create one or to sign in. Returns what was seen.
 */
async function watchAccountOffers(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportAccountOffer', (text: string) => seen.push(text));
  await page.addInitScript((source) => {
    const pattern = new RegExp(source, 'i');
    const report = (window as unknown as { reportAccountOffer(text: string): void }).reportAccountOffer;
    new MutationObserver(() => {
      for (const control of document.querySelectorAll('button, a')) {
        const text = control.textContent?.trim() ?? '';
        if (pattern.test(text)) report(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, accountOffer.source);
  return seen;
}

/**
 * The files the deployed service worker's manifest lists that its precache does not hold yet
 * (Workbox keys a file by its URL, with its revision in the query when the name has none).
 */
function filesNotStored(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const source = await (await fetch('/sw.js')).text();
    const listed = new Set([...source.matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`));
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const stored = new Set(
      name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [],
    );
    return listed.size === 0 ? ['(no manifest)'] : [...listed].filter((path) => !stored.has(path));
  });
}

test('"Ready for offline" means it: cut the network and reload at once, the installer page opens; the rest of the app follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const link = await createLink(request, baseURL, await adminToken(request, baseURL), purchaseOrder);
  const context = await phone(browser);
  const installer = new InstallPage(await context.newPage());
  const accountOffers = await watchAccountOffers(installer.page);
  await installer.open(link.path);
  await installer.readyMessage(LINES).waitFor({ timeout: 60_000 });
  await context.setOffline(true);
  await installer.page.reload();

  await expect(installer.readyMessage(LINES)).toBeVisible();
  await expect(installer.linesLeft()).toHaveText(`${LINES} lines left of ${LINES}`);
  expect(accountOffers).toEqual([]);

  // The first install stored what the installer's page needs; the other screens follow once the
  // page's download is over, and open with no network too.
  await context.setOffline(false);
  await expect.poll(() => filesNotStored(installer.page), { timeout: 30_000 }).toEqual([]);
  await context.setOffline(true);
  await installer.page.goto('/forgot-password');
  await expect(installer.page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await context.close();
});

test('a signed-in user opens an installer link: the page works, with no error and no account offer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request, baseURL);
  const link = await createLink(request, baseURL, token, purchaseOrder);
  const context = await phone(browser);
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(`${error.error().name}: ${error.error().message}`));

  // Signed in through the app, so its own database and sync run beside the installer page's.
  const page = await context.newPage();
  const login = new LoginPage(page, 'en');
  await login.goto();
  await login.login(demoUser('admin').email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.close();

  // The error came from a race while the page starts: a few openings give it the chance to show.
  for (let opening = 0; opening < 3; opening++) {
    const installer = new InstallPage(await context.newPage());
    const accountOffers = await watchAccountOffers(installer.page);
    await installer.open(link.path);
    await expect(installer.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
    await expect(installer.linesLeft()).toHaveText(`${LINES} lines left of ${LINES}`);
    expect(accountOffers).toEqual([]);
    await installer.page.close();
  }
  expect(errors).toEqual([]);
  await context.close();
});

test("the link's check leaves while the page's words are still on their way, not after", async ({
  browser,
  request,
}) => {
  const link = await createLink(request, baseURL, await adminToken(request, baseURL), purchaseOrder);
  const context = await phone(browser);
  // The installer page's words arrive only once the link's check has left.
  let checkSent!: () => void;
  const checkLeft = new Promise<void>((resolve) => (checkSent = resolve));
  await context.route('**/api/v1/interventions/install-session*', async (route) => {
    checkSent();
    await route.fallback();
  });
  await context.route('**/locales/*/install.json*', async (route) => {
    await checkLeft;
    await route.fallback();
  });
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);
  await expect(installer.readyMessage(LINES)).toBeVisible({ timeout: 30_000 });
  await expect(installer.linesLeft()).toHaveText(`${LINES} lines left of ${LINES}`);
  await context.close();
});
