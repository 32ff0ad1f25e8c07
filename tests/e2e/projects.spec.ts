import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { AppShell } from './pages/app-shell';
import { ProjectPage, type DraftStep } from './pages/projects-page';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker, queuedChanges } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll, type PulledChange } from './support/sync-api';
import { typeDay } from './support/day-field';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const agent = demoUser('b2b-agent');
const companyAdmin = demoUser('b2b-admin');
const admin = demoUser('admin');

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

/** The live rows of one entity the server holds, by id, as a fresh client of that user pulls them. */
function liveRows(changes: PulledChange[], entity: string): Map<string, Record<string, unknown>> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const change of changes) {
    if (change.entity !== entity || change.data === null) continue;
    rows.set(String(change.data.id), change.data);
  }
  return rows;
}

async function openProject(
  page: Page,
  email: string,
  project: { id: string; name: string },
  step: DraftStep | null = 'rooms',
): Promise<ProjectPage> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const screen = new ProjectPage(page, lng);
  await screen.goto(project.id, step);
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
  // The reload opens the room it left (the URL says which), not the first one.
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

/** Nothing is wider than the screen: the page does not scroll sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

/**
 * The step shows, and axe finds nothing serious once the stepper's buttons have finished changing
 * colour (mid-transition, a colour between two is not the one a person reads).
 */
async function checkStep(page: Page, screen: ProjectPage, step: DraftStep): Promise<void> {
  await screen.expectStep(step);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
  await expectNoSeriousA11yViolations(page);
}

test('a client goes through the draft steps offline, and the server holds it all once after reconnection', async ({
  page,
  context,
  request,
}) => {
  const project = await createDraftAsAgent(request);
  // Without a step in the address, a new draft opens at its first step.
  const screen = await openProject(page, agent.email, project, null);
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  // The packs come with the first sync: it has finished before the network goes.
  const shell = new AppShell(page, lng);
  await expect(shell.syncedStatus).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);

  await checkStep(page, screen, 'define');
  await expect(screen.billingChoice('buy')).toBeChecked();
  await screen.billingChoice('rent').check();
  await expect(screen.billingChoice('rent')).toBeChecked();
  await screen.next();

  await checkStep(page, screen, 'offer');
  // The agent's company is granted the studio pack; its price shows for this client.
  await expect(screen.offerCard('Pack Studio')).toContainText('€');
  await screen.chooseOffer('Pack Studio');

  await checkStep(page, screen, 'delivery');
  const sizeRequired = t(lng, 'errors:project.size_required');
  await screen.next();
  await expect(screen.fieldMessage(sizeRequired)).toBeVisible();
  await screen.expectStep('delivery');
  await expect(screen.stepButton('rooms')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screen.chooseOption('delivery.size', 'Studio');
  await screen.field('address.street').fill('rue de la Loi');
  await screen.field('address.number').fill('16');
  await screen.field('address.zip_code').fill('1000');
  await screen.field('address.city').fill('Bruxelles');
  await screen.chooseOption('address.country', t(lng, 'projects:countries.BE'));
  await screen.field('address.floor').fill('3');
  await page.getByRole('checkbox', { name: t(lng, 'projects:address.elevator') }).check();
  await screen.field('delivery.access_notes').fill('Code 1234B');
  await typeDay(screen.field('delivery.start'), lng, '2027-03-01');
  await typeDay(screen.field('delivery.end'), lng, '2027-03-05');
  await screen.next();

  await checkStep(page, screen, 'rooms');
  await screen.expectRoomTabs(['Pack salon', 'Pack chambre']);
  await screen.selectRoom('Pack salon');
  await screen.setMultiplier('Pack salon', 2);
  const [first] = await screen.lineNames('Pack salon');
  const replacement = await screen.replaceWithFirst(first ?? '');
  await expect.poll(() => screen.lineNames('Pack salon')).toContain(replacement);
  await screen.option('assembly').check();
  await expect(screen.option('assembly')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  const salon = await screen.lineNames('Pack salon');
  await screen.selectRoom('Pack chambre');
  const chambre = await screen.lineNames('Pack chambre');
  await expect
    .poll(async () => (await queuedChanges(page)).map((change) => change.name))
    .toContain('projectUpdate');

  await page.reload();
  await screen.expectStep('rooms');
  await screen.selectRoom('Pack salon');
  await expect(screen.multiplier('Pack salon')).toHaveValue('2');
  expect(await screen.lineNames('Pack salon')).toEqual(salon);
  await expect(screen.option('assembly')).toBeChecked();
  await screen.back();
  await checkStep(page, screen, 'delivery');
  await expect(screen.field('address.city')).toHaveValue('Bruxelles');
  await expect(screen.dropdown('delivery.size')).toHaveText('Studio');
  await screen.back();
  await screen.back();
  await expect(screen.billingChoice('rent')).toBeChecked();

  await context.setOffline(false);
  const token = await apiToken(request, admin.email);
  await expect
    .poll(async () => liveRows(await pullAll(request, token), 'projects').get(project.id)?.options, {
      timeout: 30_000,
    })
    .toEqual(['assembly']);
  const changes = await pullAll(request, token);
  expect(liveRows(changes, 'projects').get(project.id)).toMatchObject({
    billingType: 'rent',
    projectType: 'Studio',
    projectAccessNotes: 'Code 1234B',
    address: {
      street: 'rue de la Loi',
      number: '16',
      zipCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      floor: '3',
      hasElevator: true,
    },
    dates: { start: '2027-03-01', end: '2027-03-05' },
  });
  const rooms = [...liveRows(changes, 'rooms').values()].filter((room) => room.projectId === project.id);
  expect(rooms.map((room) => [room.name, room.multiplier]).sort()).toEqual([
    ['Pack chambre', 1],
    ['Pack salon', 2],
  ]);
  const furniture = liveRows(changes, 'furniture');
  const nameOf = (id: unknown) => {
    const row = furniture.get(String(id));
    return String(row?.clientName || row?.name);
  };
  const lines = [...liveRows(changes, 'purchaseOrderLines').values()].filter(
    (line) => line.projectId === project.id,
  );
  const namesIn = (roomName: string) => {
    const room = rooms.find((candidate) => candidate.name === roomName);
    return lines.filter((line) => line.roomId === room?.id).map((line) => nameOf(line.furnitureId));
  };
  expect(namesIn('Pack salon').sort()).toEqual([...salon].sort());
  expect(namesIn('Pack chambre').sort()).toEqual([...chambre].sort());

  // Opened again online on a phone, every step fits the screen's width. (The session restored
  // offline keeps an "offline" badge in the shell's header until the next start.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(shell.syncedStatus).toBeVisible({ timeout: 30_000 });
  for (const step of ['define', 'offer', 'delivery', 'rooms', 'quote'] as const) {
    await screen.stepButton(step).click();
    await screen.expectStep(step);
    await expectNoHorizontalOverflow(page);
  }
});

test('a submitted project opens read-only, with a link to its page', async ({ page, request }) => {
  const token = await apiToken(request, agent.email);
  const locked = [...liveRows(await pullAll(request, token), 'projects').values()].find(
    (project) => project.clientStatus === 'done' || project.status !== 'draft',
  );
  expect(locked, 'the seed gives the agent a project past its draft').toBeDefined();
  const project = { id: String(locked?.id), name: String(locked?.name) };
  const screen = await openProject(page, agent.email, project, 'define');

  await expect(page.getByText(t(lng, 'projects:read_only'))).toBeVisible();
  await expect(page.getByRole('link', { name: t(lng, 'projects:open_detail') })).toHaveAttribute(
    'href',
    `/projects/detail/${project.id}`,
  );
  await expect(screen.billingChoice('buy')).toBeDisabled();
  await expect(screen.billingChoice('rent')).toBeDisabled();
  await screen.next();
  await screen.expectStep('offer');
  const ranges = page.getByRole('list', { name: t(lng, 'projects:offer.ranges') });
  await expect(ranges.getByRole('button').first()).toBeDisabled();
  await screen.stepButton('rooms').click();
  await screen.expectStep('rooms');
  await expect(page.getByRole('button', { name: t(lng, 'projects:rooms.add'), exact: true })).toBeHidden();
  await expect(screen.option('assembly')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('the rooms step adds the rooms of a pack after the existing ones', async ({ page, request }) => {
  const project = await createDraftAsAgent(request);
  const screen = await openProject(page, agent.email, project, 'rooms');
  await screen.addRoom('Entrée');
  await page.getByRole('button', { name: t(lng, 'projects:rooms.add_module'), exact: true }).click();
  await page.getByRole('menuitem', { name: 'Pack Studio', exact: true }).click();
  await screen.expectRoomTabs(['Entrée', 'Pack salon', 'Pack chambre']);
  await screen.selectRoom('Pack salon');
  await expect(screen.linesOf('Pack salon')).not.toHaveCount(0);
});

test('the picker hints with a word of the catalogue itself, which finds furniture, and an English word finds the French catalogue', async ({
  page,
  request,
}) => {
  const project = await createDraftAsAgent(request);
  const screen = await openProject(page, agent.email, project);
  await screen.addRoom('Salon');
  const search = page.getByRole('searchbox', { name: t(lng, 'projects:picker.label') });
  const hint = await search.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`));
  await expect(hint).toHaveText(/par exemple « .+ »/);
  const example = /« (.+) »/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  expect(example).not.toBe('');
  const results = page
    .getByRole('list', { name: t(lng, 'projects:picker.results_label') })
    .getByRole('button');
  await search.fill(example);
  await expect(results.first()).toBeVisible();

  await search.fill('sofa');
  await expect(results.first()).toHaveAccessibleName(/canapé/i);
});
