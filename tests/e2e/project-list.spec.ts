import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { ProjectListPage } from './pages/project-list-page';
import { ProjectPage } from './pages/projects-page';
import { SignupDialog } from './pages/signup-dialog';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/sideways-scroll';
import { isControlledByServiceWorker } from './support/browser-storage';
import { t } from './support/translations';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const companyAdmin = demoUser('b2b-admin');
const agent = demoUser('b2b-agent');

type NewProject = { id: string; name: string; billingType?: 'rent' | 'buy'; projectType?: 'T3' | 'T5' };

/** Projects created by a demo user through the same push a browser makes. */
async function createProjects(request: APIRequestContext, email: string, projects: NewProject[]) {
  const token = await apiToken(request, email);
  const response = await request.post('/api/v1/sync/push', {
    headers: { Authorization: `bearer ${token}` },
    data: {
      clientID: uuidv7(),
      protocolVersion: 1,
      mutations: projects.map((args, index) => ({
        id: index + 1,
        name: 'projectCreate',
        args,
        createdAt: new Date().toISOString(),
      })),
    },
  });
  expect(response.ok()).toBe(true);
}

function newProject(label: string, fields: Partial<NewProject> = {}): NewProject {
  return { id: uuidv7(), name: `${label} ${Date.now()}`, ...fields };
}

/** Signs in; a client lands on its projects (spec section 2). */
async function signIn(page: Page, email: string): Promise<ProjectListPage> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/projects$/);
  return new ProjectListPage(page, lng);
}

test('a client admin sees its own projects on /projects and its whole team on /projects/dashboard', async ({
  page,
  request,
}) => {
  const own = newProject('Projet du responsable');
  const agents = newProject("Projet de l'agent");
  await createProjects(request, companyAdmin.email, [own]);
  await createProjects(request, agent.email, [agents]);

  const list = await signIn(page, companyAdmin.email);
  await expect(list.heading('projects')).toBeVisible();
  // The first sync may still be downloading when the screen opens.
  await expect(list.project(own.name, 'drafts')).toBeVisible({ timeout: 30_000 });
  await expect(list.project(agents.name)).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await list.gotoTeam();
  await expect(list.heading('projectsDashboard')).toBeVisible();
  await expect(list.project(own.name, 'drafts')).toBeVisible({ timeout: 30_000 });
  await expect(list.project(agents.name, 'drafts')).toBeVisible();
  await expect(list.row(agents.name)).toContainText('Chloé Moreau');
  await expect(list.row(own.name)).toContainText('Bastien Lefèvre');
  // Columns take what their content needs, the name first: on one line, cut if it must be, whole on hover.
  const name = list.row(agents.name).getByTitle(agents.name, { exact: true });
  const lineHeight = await name.evaluate((text) => parseFloat(getComputedStyle(text).lineHeight));
  expect((await name.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  // Submitted projects of the team (the seed has one in every status) sit in their own section.
  await expect(list.section('submitted').getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A draft opens in the draft flow.
  await list.project(agents.name).click();
  await expect(page).toHaveURL(`/projects/${agents.id}`);
  await expect(new ProjectPage(page, lng).heading(agents.name)).toBeVisible();
});

test('a new sign-up lands on its empty projects, which say how to start one', async ({ page }) => {
  await page.goto('/login');
  await new SignupDialog(page, lng).signUp({
    firstName: 'Inès',
    lastName: 'Garnier',
    email: `ines.garnier+${Date.now()}@example.com`,
    phone: '+33698765432',
    password: 'Nouveau-compte-2026!',
  });
  await expect(page).toHaveURL(/\/projects$/);
  const list = new ProjectListPage(page, lng);
  await expect(list.heading('projects')).toBeVisible();
  await expect(page.getByText(list.text('empty.mine'))).toBeVisible({ timeout: 30_000 });
  await expect(list.section('drafts')).toBeHidden();
});

test('filters narrow the list, live in the URL and survive a reload', async ({ page, request }) => {
  const rented = newProject('Filtre location', { billingType: 'rent', projectType: 'T3' });
  const bought = newProject('Filtre achat', { billingType: 'buy', projectType: 'T5' });
  await createProjects(request, companyAdmin.email, [rented, bought]);

  const list = await signIn(page, companyAdmin.email);
  await expect(list.project(rented.name)).toBeVisible({ timeout: 30_000 });
  await expect(list.project(bought.name)).toBeVisible();

  await list.search.fill('filtre');
  await list.choice('billing').selectOption('rent');
  await expect(list.project(bought.name)).toBeHidden();
  await expect(list.project(rented.name)).toBeVisible();
  await expect(page).toHaveURL(/[?&]billing=rent/);

  await page.reload();
  await expect(list.project(rented.name)).toBeVisible({ timeout: 30_000 });
  await expect(list.project(bought.name)).toBeHidden();
  await expect(list.search).toHaveValue('filtre');
  await expect(list.choice('billing')).toHaveValue('rent');

  // The seed gives the admin one validated project; our new drafts are not.
  await list.search.fill('');
  await list.choice('billing').selectOption('');
  await list.choice('status').selectOption('validated');
  await expect(list.section('submitted').getByRole('link')).toHaveCount(1);
  await expect(list.section('drafts')).toContainText(list.text('sections.drafts_empty'));

  await list.choice('status').selectOption('');
  await list.choice('size').selectOption('T5');
  await list.search.fill(bought.name);
  await expect(list.project(bought.name)).toBeVisible();
  await expect(list.project(rented.name)).toBeHidden();

  await list.search.fill('aucun projet ne porte ce nom');
  await expect(list.noMatch).toBeVisible();
  await list.clearFilters.click();
  await expect(list.project(rented.name)).toBeVisible();
  await expect(list.project(bought.name)).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
});

test('a project created offline opens at once, stays after an offline reload and reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const name = `Créé hors ligne ${Date.now()}`;
  const list = await signIn(page, agent.email);
  await expect(list.heading('projects')).toBeVisible();
  // The service worker must control the page for a reload without network to start the app.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  // Keyboard only: open, Enter with no name, then type one and Enter.
  await list.openNewProject();
  await page.keyboard.press('Enter');
  // No name: the message sits next to the field, in French, and nothing is created.
  await expect(list.newProjectDialog.getByText(t(lng, 'validation:required'))).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);

  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = page.url().split('/').pop() ?? '';
  const draft = new ProjectPage(page, lng);
  await expect(draft.heading(name)).toBeVisible();

  await page.reload();
  await expect(draft.heading(name)).toBeVisible();
  await list.gotoMine();
  await expect(list.project(name, 'drafts')).toBeVisible();

  await context.setOffline(false);
  const token = await apiToken(request, agent.email);
  await expect
    .poll(
      async () =>
        (await pullAll(request, token)).filter(
          (change) => change.entity === 'projects' && change.data?.id === projectId,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const [stored] = (await pullAll(request, token)).filter((change) => change.data?.id === projectId);
  expect(stored?.data).toMatchObject({ name, status: 'draft', clientStatus: 'draft' });
});

/**
 * Gives the signed-in user's client row onboarding steps in the browser's store, as a pull would
 * (no screen edits them yet); the list reads them after a reload.
 */
async function giveOnboardingSteps(page: Page, steps: unknown[]): Promise<void> {
  await page.evaluate(async (onboardingSteps) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('fitout');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('cannot open fitout'));
    });
    const store = db.transaction('clients', 'readwrite').objectStore('clients');
    await new Promise<void>((resolve, reject) => {
      const request = store.openCursor();
      request.onerror = () => reject(request.error ?? new Error('cannot read clients'));
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve();
        cursor.update({ ...(cursor.value as object), onboardingSteps });
        cursor.continue();
      };
    });
    db.close();
  }, steps);
}

test("a first visit shows the client's onboarding steps, without broken images, until Got it", async ({
  page,
}) => {
  const list = await signIn(page, demoUser('b2c').email);
  await expect(list.section('submitted').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  // The demo client has no steps: nothing to show.
  await expect(list.onboarding).toBeHidden();

  await giveOnboardingSteps(page, [
    { title: 'Composez vos pièces', description: 'Ajoutez le mobilier pièce par pièce.', image: null },
    {
      title: 'Recevez votre devis',
      description: 'Nous le préparons sous 48 heures.',
      image: '/no-such-image.png',
    },
  ]);
  await page.reload();
  await expect(list.onboarding).toBeVisible({ timeout: 30_000 });
  await expect(list.onboarding.getByRole('listitem')).toHaveCount(2);
  await expect(list.onboarding).toContainText('Recevez votre devis');
  // The image that cannot load is taken away rather than shown broken.
  await expect(list.onboarding.locator('img')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await list.dismissOnboarding();
  await page.reload();
  await expect(list.section('submitted').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(list.onboarding).toBeHidden();
});

test('on a 390 px phone the lists are stacked cards and the page never scrolls sideways', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const list = await signIn(page, companyAdmin.email);
  await expect(list.section('submitted').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the project list');
  await expectNoSeriousA11yViolations(page);

  // The filter choices wait behind one button, so the first project shows on the first screen.
  await expect(list.choice('status')).toBeHidden();
  await expect(list.section('drafts').getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  await list.filtersButton('show_zero').click();
  await expect(list.filtersButton('hide')).toHaveAttribute('aria-expanded', 'true');
  await list.choice('billing').selectOption('buy');
  await expect(page).toHaveURL(/[?&]billing=buy/);
  await list.filtersButton('hide').click();
  await expect(list.choice('billing')).toBeHidden();
  await expect(list.filtersButton('show_one')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await list.gotoTeam();
  await expect(list.section('submitted').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'the project list');
  await context.close();
});
