import { expect, test, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { SignupDialog } from './pages/signup-dialog';
import { isControlledByServiceWorker, storageSnapshot } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser, demoUsers, type DemoUser } from './support/demo-users';
import { apiToken, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts), the app's fallback language too.
const lng = 'fr';

async function signIn(page: Page, user: DemoUser): Promise<AppShell> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(user.email, DEMO_PASSWORD);
  const shell = new AppShell(page, lng);
  await expect(page).not.toHaveURL(/\/login/);
  // The navigation is there (empty for a user with no menu) and no longer shows the loading skeleton.
  await expect(shell.navigation).toBeAttached();
  await expect(shell.menuSkeleton).toHaveCount(0);
  return shell;
}

test('a visitor signs up and lands in the app as an individual client', async ({ page }) => {
  await page.goto('/login');
  await new SignupDialog(page, lng).signUp({
    firstName: 'Camille',
    lastName: 'Durand',
    email: `camille.durand+${Date.now()}@example.com`,
    phone: '+33612345678',
    password: 'Nouveau-compte-2026!',
  });

  const shell = new AppShell(page, lng);
  await expect(page).toHaveURL(/\/projects\/?$/);
  // The new user is the admin of their own individual client.
  await expect(shell.menuLinks).toHaveText(shell.menuNames(['myProjects', 'allProjects', 'team']));
});

test.describe('each demo role sees exactly its menu', () => {
  for (const user of demoUsers) {
    test(user.key, async ({ page }) => {
      const shell = await signIn(page, user);
      await expect(shell.menuLinks).toHaveText(shell.menuNames(user.menu));
      for (const link of await shell.menuLinks.all()) await expect(link).toBeVisible();
      if (user.menu.some((id) => id === 'externalDashboard')) {
        await expect(shell.menuLink('externalDashboard')).toHaveAttribute('target', '_blank');
      }
    });
  }
});

test('the language switches to English and back to French, and stays over a reload', async ({ page }) => {
  const admin = demoUser('admin');
  const shell = await signIn(page, admin);

  await shell.chooseLanguage('en');
  await expect(shell.menuLinks).toHaveText(shell.menuNames(admin.menu));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(shell.menuLinks).toHaveText(shell.menuNames(admin.menu));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

  await shell.chooseLanguage('fr');
  await expect(shell.menuLinks).toHaveText(shell.menuNames(admin.menu));
  await page.reload();
  await expect(shell.menuLinks).toHaveText(shell.menuNames(admin.menu));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('with the network cut, a reload still shows the shell and the signed-in user menu', async ({
  page,
  context,
}) => {
  const user = demoUser('b2b-admin');
  const shell = await signIn(page, user);
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(shell.menuLinks).toHaveText(shell.menuNames(user.menu));
  await expect(shell.offlineBadge).toBeVisible();

  // A route opened for the first time offline is answered by the precached shell too.
  await page.goto('/account');
  await expect(shell.menuLinks).toHaveText(shell.menuNames(user.menu));
  // The other language's words were never loaded: the service worker has them all the same.
  await shell.chooseLanguage('en');
  await expect(shell.menuLinks).toHaveText(shell.menuNames(user.menu));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'account:title'));
  // Back online, the header no longer says offline.
  await context.setOffline(false);
  await expect(shell.offlineBadge).toBeHidden();
});

test('a page that was loading when the first install ended is taken over, and opens another screen offline', async ({
  page,
  context,
}) => {
  const user = demoUser('b2b-admin');
  // The first install waits on one of its files until the page moves to another address.
  let endInstall!: () => void;
  const installMayEnd = new Promise<void>((resolve) => (endInstall = resolve));
  await context.route('**/locales/fr.json*', async (route) => {
    if (route.request().serviceWorker()) await installMayEnd;
    await route.fallback();
  });
  const shell = await signIn(page, user);
  expect(await isControlledByServiceWorker(page)).toBe(false);

  // That move's page arrives only once the new worker is active: it was loading when the worker
  // took control of the open pages, and the browser leaves such a page out.
  await page.route('**/account', async (route) => {
    endInstall();
    const [worker] = context.serviceWorkers();
    await expect
      .poll(() =>
        worker?.evaluate(
          () => (self as unknown as { registration: ServiceWorkerRegistration }).registration.active?.state,
        ),
      )
      .toBe('activated');
    await route.fallback();
  });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'account:title'));
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  // The team's title names the client once the first sync has brought it: it has landed before the network goes.
  await expect(shell.syncedStatus).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await shell.menuLink('team').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    t(lng, 'team:title').split('{{')[0]!.trim(),
  );
});

test('on a first visit, a dialog opened before the menu has loaded keeps what was typed when the menu arrives', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, demoUser('b2b-agent').email);
  const project = { id: uuidv7(), name: `Cadre e2e ${Date.now()}` };
  await pushApplied(request, token, [['projectCreate', project]]);
  // The signed-in frame's parts (menu, account) come when the test lets them: a slow first visit.
  let releaseParts!: () => void;
  const partsMayLoad = new Promise<void>((resolve) => (releaseParts = resolve));
  await context.route(/\/assets\/signed-in-parts-[^/]*\.js$/, async (route) => {
    await partsMayLoad;
    await route.fallback();
  });
  await page.addInitScript((value) => {
    localStorage.setItem('access_token', value);
    localStorage.setItem('token_type', 'bearer');
  }, token);

  const screen = new ProjectPage(page, lng);
  await screen.goto(project.id, 'rooms');
  await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });
  const shell = new AppShell(page, lng);
  await expect(shell.navigation).toHaveCount(0);
  const typed = await screen.typeNewRoom('Salon');

  releaseParts();
  // Under the open dialog the rest of the page is hidden from the accessibility tree.
  const menu = page.getByRole('navigation', { name: t(lng, 'nav:navigation_label'), includeHidden: true });
  await expect(
    menu.getByRole('link', { name: shell.menuNames(['myProjects'])[0], includeHidden: true }),
  ).toBeAttached();
  await expect(typed.name).toHaveValue('Salon');
  await screen.submitNewRoom(typed, 'Salon');
});

test('logging out empties the local database and the caches', async ({ page }) => {
  const shell = await signIn(page, demoUser('b2b-admin'));
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  // Something to erase: at least the mirror of the signed-in user.
  await expect
    .poll(async () => Object.values((await storageSnapshot(page)).databases).reduce((a, b) => a + b, 0))
    .toBeGreaterThan(0);

  // Nothing keeps calling the server with the revoked session: no 401, no error in the console.
  const unauthorized: string[] = [];
  const consoleErrors: string[] = [];
  page.context().on('response', (response) => {
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await shell.logOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page, lng).submit).toBeVisible();

  const after = await storageSnapshot(page);
  expect(
    Object.values(after.databases).every((count) => count === 0),
    JSON.stringify(after.databases),
  ).toBe(true);
  // Only the service worker's precache of the app itself remains, so the login page works offline.
  expect(after.caches.filter((name) => !name.startsWith('workbox-precache'))).toEqual([]);
  expect(after.localStorage).not.toHaveProperty('access_token');
  expect(after.localStorage).not.toHaveProperty('token_type');
  expect(after.localStorage).not.toHaveProperty('draftTrialId');
  expect(unauthorized).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a tab still holding an older local database: the new version says to close it, then opens', async ({
  context,
}) => {
  // An old copy of the app in another tab keeps version 1 of the database open and never lets go.
  const oldTab = await context.newPage();
  await oldTab.goto('/favicon.svg');
  await oldTab.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('fitout', 10);
        request.onupgradeneeded = () => request.result.createObjectStore('meta', { keyPath: 'key' });
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error('cannot open the old database'));
      }),
  );

  const page = await context.newPage();
  await page.goto('/login');
  const warning = page.getByRole('alert').filter({ hasText: t(lng, 'common:upgrade_blocked') });
  await expect(warning).toBeVisible();

  await oldTab.close();
  await expect(warning).toHaveCount(0);
  await expect(new LoginPage(page, lng).email).toBeVisible();
});
