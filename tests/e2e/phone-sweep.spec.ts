import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoUsers, type DemoUser } from './support/demo-users';
import { expectNoSidewaysScroll } from './support/sideways-scroll';
import { apiToken } from './support/sync-api';
import { englishOnlyPhrases, type Language } from './support/translations';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * From a list, one detail page to visit too: the first link in the screen whose path matches. The
 * office's lists always hold demo rows; a client's list may hold only drafts, which open the editor.
 */
const detailOf: Record<string, { pattern: RegExp; seeded: boolean }> = {
  '/admin/interventions': { pattern: /^\/admin\/interventions\/[^/]+$/, seeded: true },
  '/admin/verifications': { pattern: /^\/admin\/verifications\/[^/]+$/, seeded: true },
  '/admin/furnitures': { pattern: /^\/admin\/furnitures\/(?!add$)[^/]+$/, seeded: true },
  '/projects': { pattern: /^\/projects\/detail\/[^/]+$/, seeded: false },
};

/**
 * Each role in one language, alternating, so both catalogues' texts (French runs longer) are
 * laid out at phone width without doubling the sign-ins.
 */
function languageOf(index: number): Language {
  return index % 2 === 0 ? 'fr' : 'en';
}

/**
 * Signed in as the login screen would leave it (token and language in local storage), the app
 * opened once and its first pull done, so every list the sweep visits holds its rows.
 */
async function signIn(page: Page, user: DemoUser, lng: Language): Promise<AppShell> {
  const token = await apiToken(page.request, user.email);
  await page.addInitScript(
    ({ value, language }) => {
      localStorage.setItem('access_token', value);
      localStorage.setItem('token_type', 'bearer');
      localStorage.setItem('i18nextLng', language);
    },
    { value: token, language: lng },
  );
  await page.goto('/account');
  const shell = new AppShell(page, lng);
  await expect(shell.menuSkeleton).toHaveCount(0);
  await expect(shell.syncedStatus).toBeVisible({ timeout: 30_000 });
  return shell;
}

/**
 * Moves to a route inside the running app, as a link would (react-router follows popstate): one
 * start of the app per role instead of one per screen. Done once the new screen's heading shows.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  const before = await page.evaluate((to) => {
    const heading = document.querySelector('main h1');
    heading?.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return heading?.textContent ?? '';
  }, path);
  // React keeps the heading element when two routes show the same screen (two placeholders): then
  // only its text tells the new screen is there.
  await expect
    .poll(() =>
      page.evaluate((previous) => {
        const heading = document.querySelector('main h1');
        return heading !== null && (!heading.hasAttribute('data-left') || heading.textContent !== previous);
      }, before),
    )
    .toBe(true);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}

/** The elements that stick out of the viewport, outermost first, to name what to fix. */
const englishPhrases = englishOnlyPhrases();

/** A French screen says nothing in English: no phrase of the English catalogues is in its text. */
async function expectNoEnglish(page: Page, path: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(
    englishPhrases.filter((phrase) => text.includes(phrase)),
    `English on the French ${path}`,
  ).toEqual([]);
}

/** The screen shown now fits a wide screen, then the phone, and passes axe; a French one says nothing in English. */
async function expectFitsPhone(page: Page, path: string, lng: Language): Promise<void> {
  if (lng === 'fr') await expectNoEnglish(page, path);
  await page.setViewportSize(desktop);
  await expectNoSidewaysScroll(page, path);
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page, path);
  await expectNoSeriousA11yViolations(page);
}

async function firstDetailPath(page: Page, pattern: RegExp): Promise<string | undefined> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href));
}

test('the sign-in page fits a 390 px phone, passes axe and says nothing in English', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/login');
  await expect(new LoginPage(page, 'fr').submit).toBeVisible();
  await expectFitsPhone(page, '/login', 'fr');
});

test.describe('every screen of every role fits 1280 px and a 390 px phone without scrolling sideways, passes axe, and in French says nothing in English', () => {
  for (const [index, user] of demoUsers.entries()) {
    const lng = languageOf(index);
    test(`${user.key} (${lng})`, async ({ page }) => {
      // Every screen at two widths, and axe on each: the office's many screens, its purchases
      // page last, take minutes on a busy machine.
      test.setTimeout(300_000);
      // The menu as the app builds it (menuFor), read where it is always shown: a wide screen.
      const shell = await signIn(page, user, lng);
      const menu = await shell.menuLinks.evaluateAll((links) =>
        links
          .filter((link) => link.getAttribute('target') !== '_blank')
          .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      expect(menu).toHaveLength(user.menu.filter((id) => id !== 'externalDashboard').length);
      await page.setViewportSize(phone);

      // The account page is one screen for every role: checked for the role whose only page it is.
      for (const path of menu.length > 0 ? menu : ['/account']) {
        await openInApp(page, path);
        await expectFitsPhone(page, path, lng);
        const list = detailOf[path];
        if (!list) continue;
        const detail = await firstDetailPath(page, list.pattern);
        if (list.seeded) expect(detail, `a row of ${path} to open`).toBeDefined();
        if (detail) {
          await openInApp(page, detail);
          await expectFitsPhone(page, detail, lng);
        }
      }
    });
  }
});
