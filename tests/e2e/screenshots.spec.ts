// Not part of the test run: FITOUT_SCREENSHOTS=1 npx playwright test screenshots
// Writes the README's screenshots to docs/screenshots/.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { demoInstallerPath } from './pages/install-fixtures';
import { LoginPage } from './pages/login-page';
import { ProjectDetailPage } from './pages/project-detail-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll } from './support/sync-api';
import { languages, t } from './support/translations';

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const dir = 'docs/screenshots';

/** A submitted project of the company client: the quote a client reads. */
async function quotedProjectId(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, demoUser('b2b-admin').email);
  const project = (await pullAll(request, token)).find(
    (change) => change.entity === 'projects' && change.data !== null && change.data.status !== 'draft',
  );
  if (!project?.data) throw new Error('the demo seed has no submitted company project');
  return String(project.data.id);
}

for (const lng of languages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`${lng} ${device}`, async ({ page, browser, request, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'home:title'));
      await page.screenshot({ path: `${dir}/home-${lng}-${device}.png`, fullPage: true });

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

      // The client, on a device of its own.
      const client = await browser.newPage({ baseURL, viewport });
      const clientLogin = new LoginPage(client, lng);
      await client.goto(`/login?lng=${lng}`);
      await clientLogin.login(demoUser('b2b-admin').email, DEMO_PASSWORD);
      await expect(client).not.toHaveURL(/\/login/);
      const detail = new ProjectDetailPage(client, lng);
      await detail.goto(await quotedProjectId(request));
      await detail.selectTab('quote');
      await client.screenshot({ path: `${dir}/quote-${lng}-${device}.png`, fullPage: true });
      await client.context().close();

      await page.goto(`${await demoInstallerPath(request, baseURL ?? '')}?lng=${lng}`);
      // Once every line and image is on the phone, as an installer sees it before the cellar.
      const ready = t(lng, 'install:ready.ready', { lines: '{{lines}}', images: '{{images}}' }).split(
        '{{',
      )[0]!;
      await expect(page.getByText(ready)).toBeVisible({ timeout: 60_000 });
      await page.screenshot({ path: `${dir}/install-${lng}-${device}.png` });
    });
  }
}
