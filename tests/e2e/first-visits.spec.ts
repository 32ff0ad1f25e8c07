import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../bench/server';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';

// Its own server, with the request limit a production server has: the suite's server lifts it.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181) + 50;
const baseURL = `http://localhost:${PORT}`;
const defaultLimit = loadConfig({}).rateLimitMax;
const lng = 'fr';

let server: RunningServer;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer({
    root: join(import.meta.dirname, '..', '..'),
    port: PORT,
    dataDir: join('.e2e-data', `first-visits-${Date.now()}`),
    env: { RATE_LIMIT_MAX: String(defaultLimit) },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A browser that never saw the app signs in and waits until its service worker holds the shell. */
async function firstVisit(browser: Browser): Promise<{ requests: number; refused: string[] }> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', serviceWorkers: 'allow' });
  let requests = 0;
  const refused: string[] = [];
  // Service worker requests (the precache) are reported on the context too.
  context.on('request', () => {
    requests++;
  });
  context.on('response', (response) => {
    if (response.status() === 429) refused.push(response.url());
  });
  const page = await context.newPage();
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(demoUser('admin').email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(new AppShell(page, lng).navigation).toBeAttached();
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.close();
  return { requests, refused };
}

test('ten fresh browsers behind one address sign in within a minute, none refused', async ({ browser }) => {
  test.setTimeout(180_000);
  // Two waves of five at once: one office opening the app in the morning.
  const visits = [];
  for (let wave = 0; wave < 2; wave++)
    visits.push(...(await Promise.all(Array.from({ length: 5 }, () => firstVisit(browser)))));

  expect(visits.flatMap((visit) => visit.refused)).toEqual([]);
  // Together they asked for more than the per-address limit: before the app's files were exempt,
  // this is where the fifth browser got "Too many requests".
  expect(visits.reduce((sum, visit) => sum + visit.requests, 0)).toBeGreaterThan(defaultLimit);
});
