import { expect, test } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// Issue 32 §7: an address outside the area served (spec section 9: 75, 77, 78, 91 to 95) is allowed
// but flagged, to the client on its delivery step and to the office in its list.
const lng = 'fr';
const client = demoUser('b2c');

test('a delivery postcode outside the area served is flagged to the client and in the office list, never refused', async ({
  page,
  browser,
  request,
}) => {
  const project = { id: uuidv7(), name: `Lyon ${uuidv7().slice(-8)}` };
  await pushApplied(request, await apiToken(request, client.email), [['projectCreate', project]]);

  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(client.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const draft = new ProjectPage(page, lng);
  await draft.goto(project.id, 'delivery');
  await draft.expectStep('delivery');

  const warning = draft.fieldMessage(t(lng, 'projects:address.outside_area'));
  const postcode = draft.field('address.zip_code');
  await postcode.fill('75011');
  await expect(warning).toBeHidden();
  await postcode.fill('69001');
  await expect(warning).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Allowed: the step saves with it, and the office sees the flag on the project's row.
  await draft.chooseOption('delivery.size', 'T2');
  await draft.field('address.city').fill('Lyon');
  await draft.next();
  await draft.expectStep('rooms');

  const office = await browser.newContext({ locale: 'fr-FR' });
  const admin = await AdminProjectsPage.signIn(await office.newPage(), lng);
  await admin.gotoList();
  await admin.search(project.name);
  const row = admin.row(project.name);
  await expect(row).toContainText(t(lng, 'adminProjects:list.outside_area'), { timeout: 30_000 });
  await office.close();
});
