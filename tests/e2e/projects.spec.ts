import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { ProjectPage } from './pages/projects-page';
import { LoginPage } from './pages/login-page';
import { isControlledByServiceWorker, queuedChanges } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const agent = demoUser('b2b-agent');
const companyAdmin = demoUser('b2b-admin');

/**
 * A fresh draft created by the company's agent, through the same push a browser makes: the agent
 * sees only the projects it created, its company admin sees all of the company's.
 */
async function createDraftAsAgent(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const token = await apiToken(request, agent.email);
  const project = { id: uuidv7(), name: `Appartement e2e ${Date.now()}` };
  const response = await request.post('/api/v1/sync/push', {
    headers: { Authorization: `bearer ${token}` },
    data: {
      clientID: uuidv7(),
      protocolVersion: 1,
      mutations: [{ id: 1, name: 'projectCreate', args: project, createdAt: new Date().toISOString() }],
    },
  });
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ results: [{ id: 1, status: 'applied' }] });
  return project;
}

/** The rooms the server holds for a project, as a fresh client of that user would pull them. */
async function serverRoomNames(
  request: APIRequestContext,
  token: string,
  projectId: string,
): Promise<string[]> {
  const changes = await pullAll(request, token);
  return changes
    .flatMap(({ entity, data }) =>
      entity === 'rooms' && data?.projectId === projectId && typeof data.name === 'string' && data.name
        ? [data.name]
        : [],
    )
    .sort();
}

async function openProject(
  page: Page,
  email: string,
  project: { id: string; name: string },
): Promise<ProjectPage> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const screen = new ProjectPage(page, lng);
  await screen.goto(project.id);
  // The first sync may still be downloading when the screen opens: it shows the project once it lands.
  await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });
  return screen;
}

async function newUserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('two users of one team edit the same draft, one offline, and both converge after reconnection', async ({
  browser,
  request,
}) => {
  const project = await createDraftAsAgent(request);
  const agentPage = await newUserPage(browser);
  const adminPage = await newUserPage(browser);
  const agentScreen = await openProject(agentPage, agent.email, project);
  const adminScreen = await openProject(adminPage, companyAdmin.email, project);

  await agentPage.context().setOffline(true);
  await agentScreen.addRoom('Bureau hors ligne');
  // The shared catalogue search finds a word inside a name, offline too.
  const agentItem = await agentScreen.addFirstFurniture('angle');
  expect(agentItem).toContain("Canapé d'angle");
  await expect(agentScreen.pendingMark(agentScreen.line('Bureau hors ligne', agentItem))).toBeVisible();

  await adminScreen.addRoom('Chambre en ligne');
  const adminItem = await adminScreen.addFirstFurniture('lit');
  await expect(adminScreen.line('Chambre en ligne', adminItem)).toBeVisible();
  await adminScreen.setQuantity(adminItem, 3);

  // While cut off, the agent sees only its own changes.
  await agentScreen.expectRoomTabs(['Bureau hors ligne']);

  await agentPage.context().setOffline(false);

  // Both rooms took position 0; the server stamps creation on arrival, so the late one sorts last on both.
  const bothRooms = ['Chambre en ligne', 'Bureau hors ligne'];
  await agentScreen.expectRoomTabs(bothRooms, 30_000);
  await adminScreen.expectRoomTabs(bothRooms, 30_000);
  await expect(agentScreen.pendingMark(agentScreen.line('Bureau hors ligne', agentItem))).toBeHidden({
    timeout: 30_000,
  });

  await agentScreen.selectRoom('Chambre en ligne');
  await expect(agentScreen.quantity(adminItem)).toHaveValue('3');
  await adminScreen.selectRoom('Bureau hors ligne');
  await expect(adminScreen.line('Bureau hors ligne', agentItem)).toBeVisible();
  await expect(adminScreen.quantity(agentItem)).toHaveValue('1');
});

test('a reload while offline keeps the pending changes, which reach the server after reconnection', async ({
  page,
  context,
  request,
}) => {
  const project = await createDraftAsAgent(request);
  const screen = await openProject(page, agent.email, project);
  // The service worker must control the page for a reload without network to start the app.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await screen.addDefaultRoomsAndCheck(['Salle de bain', 'Cuisine', 'Salon', 'Chambre']);
  await screen.selectRoom('Cuisine');
  const item = await screen.addFirstFurniture('bouil');
  await screen.setQuantity(item, 2);
  // The row shows a change before the store has committed it (a few milliseconds later): the
  // reload comes once the change is in the queue, as any person's reload would.
  await expect
    .poll(async () => (await queuedChanges(page)).map((change) => change.name))
    .toContain('lineUpdateQuantity');

  await page.reload();
  await expect(screen.heading(project.name)).toBeVisible();
  await screen.expectRoomTabs(['Salle de bain', 'Cuisine', 'Salon', 'Chambre']);
  await screen.selectRoom('Cuisine');
  const line = screen.line('Cuisine', item);
  await expect(screen.pendingMark(line)).toBeVisible();
  await expect(screen.quantity(item)).toHaveValue('2');

  await context.setOffline(false);
  await expect(screen.pendingMark(line)).toBeHidden({ timeout: 30_000 });
  const token = await apiToken(request, companyAdmin.email);
  await expect
    .poll(() => serverRoomNames(request, token, project.id))
    .toEqual(['Chambre', 'Cuisine', 'Salle de bain', 'Salon']);
});

test('a second tab shows the changes made in the first', async ({ page, context, request }) => {
  const project = await createDraftAsAgent(request);
  const first = await openProject(page, agent.email, project);
  const secondPage = await context.newPage();
  const second = new ProjectPage(secondPage, lng);
  await second.goto(project.id);
  await expect(second.heading(project.name)).toBeVisible();

  await first.addRoom('Entrée');
  await second.expectRoomTabs(['Entrée']);
  const item = await first.addFirstFurniture('console');
  await expect(second.line('Entrée', item)).toBeVisible();
  await first.setQuantity(item, 4);
  await expect(second.quantity(item)).toHaveValue('4');

  await first.renameRoom('Entrée principale');
  await second.expectRoomTabs(['Entrée principale']);
  await first.removeRoom('Entrée principale');
  await expect(second.roomTabs).toHaveCount(0);
});
