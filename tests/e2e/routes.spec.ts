import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { NotForAccountPage } from './pages/not-for-account-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser, type DemoUser } from './support/demo-users';
import { t, type Language } from './support/translations';

// The browser asks for French (playwright.config.ts), the app's fallback language too.
const lng = 'fr';

/** Signs in from the login page and waits to leave it. */
async function signIn(page: Page, user: DemoUser): Promise<void> {
  await new LoginPage(page, lng).login(user.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

function heading(page: Page, key: string, language: Language = lng) {
  return page.getByRole('heading', { level: 1, name: t(language, key), exact: true });
}

function pageTitle(language: Language, titleKey: string): string {
  return t(language, 'nav:page_title', { page: t(language, `nav:titles.${titleKey}`) });
}

test('a client who types a back-office address reads that it is not for its account, and goes home', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demoUser('b2b-agent'));
  await expect(heading(page, 'nav:titles.projects')).toBeVisible();

  await page.goto('/admin/furnitures');
  const refusal = new NotForAccountPage(page, lng);
  await expect(refusal.heading).toBeVisible();
  // None of the back office shows: not its heading, not its "add" action.
  await expect(heading(page, 'catalogue:furniture.list_title')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t(lng, 'catalogue:furniture.add') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await refusal.homeLink.click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(heading(page, 'nav:titles.projects')).toBeVisible();
});

test("a client's project manager who types the team dashboard address reads the same", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoUser('b2b-agent'));
  await page.goto('/projects/dashboard');
  await expect(new NotForAccountPage(page, lng).heading).toBeVisible();
  await expect(heading(page, 'nav:titles.projectsDashboard')).toHaveCount(0);
});

test('a referrer on an admin route reads that it is not for its account', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoUser('br-manager'));
  await page.goto('/admin/interventions');
  const refusal = new NotForAccountPage(page, lng);
  await expect(refusal.heading).toBeVisible();
  await expect(heading(page, 'interventions:list.title_interventions')).toHaveCount(0);
  await expect(refusal.homeLink).toHaveAttribute('href', '/br');
});

test('a referrer not yet attached to a referrer lands on its account and reads whom to ask', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demoUser('br-orphan'));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(t(lng, 'nav:awaiting_referrer.title'))).toBeVisible();
  await expect(page.getByText(t(lng, 'nav:awaiting_referrer.text'))).toBeVisible();
});

test('a deep link survives sign-in', async ({ page }) => {
  await page.goto('/admin/interventions?status=done');
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, demoUser('admin'));
  await expect(page).toHaveURL(/\/admin\/interventions\?status=done$/);
  await expect(heading(page, 'interventions:list.title_interventions')).toBeVisible();
});

test("a deep link to another role's route ends on its refusal, and a foreign one is not followed", async ({
  page,
}) => {
  await page.goto('/admin/furnitures');
  await signIn(page, demoUser('b2c'));
  await expect(page).toHaveURL(/\/admin\/furnitures$/);
  await expect(new NotForAccountPage(page, lng).heading).toBeVisible();

  await new AppShell(page, lng).logOut();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/login?next=${encodeURIComponent('//example.com/admin')}`);
  await signIn(page, demoUser('b2c'));
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/projects$/);
});

test('the skip link is the first Tab stop and takes focus to the main content', async ({ page }) => {
  const skipLink = page.getByRole('link', { name: t(lng, 'nav:skip_link') });
  await page.goto('/login');
  await expect(new LoginPage(page, lng).submit).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The signed-in frame has it first too.
  await signIn(page, demoUser('admin'));
  await expect(heading(page, 'admin:dashboard.title')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'admin:dashboard.title')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the title follows the route and the language; focus moves to the new heading', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(pageTitle(lng, 'login'));
  await signIn(page, demoUser('admin'));
  // Signing in ends on the role's home, its heading focused.
  await expect(heading(page, 'admin:dashboard.title')).toBeFocused();
  await expect(page).toHaveTitle(pageTitle(lng, 'adminDashboard'));

  const shell = new AppShell(page, lng);
  await shell.menuLink('adminFurnitures').click();
  await expect(heading(page, 'catalogue:furniture.list_title')).toBeFocused();
  await expect(page).toHaveTitle(pageTitle(lng, 'adminFurnitures'));

  await shell.chooseLanguage('en');
  await expect(page).toHaveTitle(pageTitle('en', 'adminFurnitures'));
  await shell.menuLink('adminInterventions').click();
  await expect(heading(page, 'interventions:list.title_interventions', 'en')).toBeFocused();
  await expect(page).toHaveTitle(pageTitle('en', 'adminInterventions'));
});
