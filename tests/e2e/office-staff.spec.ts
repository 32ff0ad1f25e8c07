import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { ClientsPage } from './pages/clients-page';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';

// The browser asks for French (playwright.config.ts); the page is then read again in English.
const lng = 'fr';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the office invites a second administrator from its staff page, who reads "Invited" in both languages', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `staff+${stamp}@example.com`;
  const login = new LoginPage(page, lng);
  const shell = new AppShell(page, lng);
  const staff = new ClientsPage(page, lng);

  await login.goto();
  await login.login(demoUser('admin').email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The page is in the office's menu.
  await shell.drawerToggle.click();
  await shell.menuLink('adminUsers').click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(staff.heading(staff.text('team:title_office'))).toBeVisible();
  // The signed-in administrator is listed, active, and cannot switch itself off.
  const self = staff.member(demoUser('admin').email);
  await expect(self).toContainText(staff.text('team:members.active'), { timeout: 30_000 });
  await expect(self.getByRole('switch')).toHaveCount(0);

  // The office has one role: the invitation asks none.
  await staff.invite({ first: 'Inès', last: `Martin${stamp}`, email });
  await expect(page.getByText(staff.text('team:invite.sent', { email }))).toBeVisible();
  const invitee = staff.member(email);
  await expect(invitee).toContainText(staff.text('team:members.invited'), { timeout: 30_000 });
  await expect(invitee).toContainText(staff.text('team:roles.client.admin'));
  await expect(
    page.getByRole('switch', { name: staff.text('team:members.active_of', { name: `Inès Martin${stamp}` }) }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await shell.chooseLanguage('en');
  const english = new ClientsPage(page, 'en');
  await expect(english.heading(english.text('team:title_office'))).toBeVisible();
  await expect(english.member(email)).toContainText(english.text('team:members.invited'));
  await expectNoSeriousA11yViolations(page);
});
