import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { AppShell } from '../../e2e/pages/app-shell';
import { LoginPage } from '../../e2e/pages/login-page';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { DEMO_PASSWORD, demoUser } from '../../e2e/support/demo-users';
import { t } from '../../e2e/support/translations';
import { median, round } from '../stats';
import type { Benchmark } from '../types';

const RELOADS = 9;
const TARGET_MS = 500;
const STEP_TIMEOUT_MS = 30_000;

type MenuWindow = { menuShownAt?: number };

/**
 * Runs in the page before its scripts: notes the moment the menu entry named `name` is in the
 * document, so the figure holds none of the time the bench's own wait takes to notice it.
 */
function noteMenuShown(name: string): void {
  const observer = new MutationObserver(() => {
    const shown = [...document.querySelectorAll('nav a')].some((link) => link.textContent?.trim() === name);
    if (!shown) return;
    (window as MenuWindow).menuShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * How long a signed-in user waits for the menu when the app starts with no network: Chromium with a
 * disk-backed profile (an incognito context keeps IndexedDB in memory and flatters the figure),
 * signed in once online, then reloaded offline; the time runs from navigation start to the first
 * menu entry shown, noted in the page. Median of several reloads.
 */
export const appOfflineStart: Benchmark = {
  name: 'app.offline_start',
  async run(ctx) {
    const reloads = ctx.sized(RELOADS, 2);
    const context = await chromium.launchPersistentContext(join(ctx.scratchDir, 'offline-start-profile'), {
      ...CHROMIUM_LAUNCH_OPTIONS,
      baseURL: ctx.baseURL,
      locale: 'fr-FR',
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const admin = demoUser('admin');
      const login = new LoginPage(page, 'fr');
      const shell = new AppShell(page, 'fr');
      await login.goto();
      await login.login(admin.email, DEMO_PASSWORD);
      const firstEntry = shell.menuLink('adminDashboard');
      await firstEntry.waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await context.setOffline(true);
      await page.addInitScript(noteMenuShown, t('fr', 'nav:menu.adminDashboard'));
      const samples: number[] = [];
      for (let i = 0; i < reloads; i++) {
        await page.reload({ waitUntil: 'commit' });
        await firstEntry.waitFor();
        samples.push(await page.evaluate(() => (window as MenuWindow).menuShownAt ?? Number.NaN));
      }
      ctx.log(`offline start samples (ms): ${samples.map((s) => Math.round(s)).join(', ')}`);
      return [
        {
          name: 'app.offline_start_ms',
          value: round(median(samples), 0),
          unit: 'ms',
          target: { max: TARGET_MS },
          details: {
            reloads: reloads,
            min_ms: round(Math.min(...samples), 0),
            max_ms: round(Math.max(...samples), 0),
          },
        },
      ];
    } finally {
      await context.close();
    }
  },
};
