import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ProjectListPage } from './pages/project-list-page';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';

test('the logout question asked offline follows the queue: once the network is back and it drains, it says nothing will be lost', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(demoUser('b2b-agent').email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/projects$/);
  const list = new ProjectListPage(page, lng);
  await expect(list.heading('projects')).toBeVisible();
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await list.openNewProject();
  await page.keyboard.type(`Avant déconnexion ${Date.now()}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await new AppShell(page, lng).logOut();

  const question = page.getByRole('alertdialog');
  await expect(question.getByRole('heading', { name: t(lng, 'auth:logout.pending_title') })).toBeVisible();
  await expect(question.getByRole('button', { name: t(lng, 'auth:logout.confirm') })).toBeVisible();

  await context.setOffline(false);
  await expect(question.getByRole('heading', { name: t(lng, 'auth:logout.sent_title') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(question.getByText(t(lng, 'auth:logout.sent_text'))).toBeVisible();
  await question.getByRole('button', { name: t(lng, 'auth:logout.log_out') }).click();
  await expect(page).toHaveURL(/\/login$/);
});
