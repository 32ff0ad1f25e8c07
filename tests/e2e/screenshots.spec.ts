// Not part of the test run: FITOUT_SCREENSHOTS=1 npx playwright test screenshots
// Writes the README's screenshots to docs/screenshots/.
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { languages } from './support/translations';

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const dir = 'docs/screenshots';

for (const lng of languages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`${lng} ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const login = new LoginPage(page, lng);
      await page.goto(`/login?lng=${lng}`);
      await expect(login.submit).toBeVisible();
      await page.screenshot({ path: `${dir}/login-${lng}-${device}.png` });

      await login.login(demoUser('admin').email, DEMO_PASSWORD);
      const shell = new AppShell(page, lng);
      await expect(page).toHaveURL(/\/admin\/dashboard/);
      if (device === 'phone') {
        await shell.drawerToggle.click();
      }
      await expect(shell.menuLink('adminDashboard')).toBeVisible();
      await page.screenshot({ path: `${dir}/admin-${lng}-${device}.png` });
    });
  }
}
