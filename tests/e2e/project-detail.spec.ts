import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Client } from '../../src/domain/entities/client.schema';
import type { Furniture } from '../../src/domain/entities/furniture.schema';
import type { VerificationCard } from '../../src/domain/entities/intervention.schema';
import type { Project } from '../../src/domain/entities/project.schema';
import type { PurchaseOrderLine } from '../../src/domain/entities/purchase-order-line.schema';
import type { Room } from '../../src/domain/entities/room.schema';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { makePng } from './pages/install-fixtures';
import { ProjectDetailPage } from './pages/project-detail-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { serverQuote } from './support/server-quote';
import { apiToken, pullAll, type PulledChange } from './support/sync-api';
import { t } from './support/translations';
import { e2eRentMonths } from './support/rent-months';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const companyAdmin = demoUser('b2b-admin');

interface CompanyData {
  projects: Project[];
  rooms: Room[];
  lines: PurchaseOrderLine[];
  cards: VerificationCard[];
  furniture: Map<string, Furniture>;
  client: Client;
}

function rows<T>(changes: PulledChange[], entity: string): T[] {
  return changes.flatMap((change) => (change.entity === entity && change.data ? [change.data as T] : []));
}

/** What the company's admin sees, as a fresh device of theirs pulls it. */
async function companyData(request: APIRequestContext): Promise<CompanyData> {
  const changes = await pullAll(request, await apiToken(request, companyAdmin.email));
  const [client] = rows<Client>(changes, 'clients');
  if (!client) throw new Error('the company admin pulls no client');
  return {
    projects: rows<Project>(changes, 'projects'),
    rooms: rows<Room>(changes, 'rooms'),
    lines: rows<PurchaseOrderLine>(changes, 'purchaseOrderLines'),
    cards: rows<VerificationCard>(changes, 'verificationCards'),
    furniture: new Map(rows<Furniture>(changes, 'furniture').map((row) => [row.id, row])),
    client,
  };
}

async function pushAsAdmin(request: APIRequestContext, name: string, args: unknown): Promise<void> {
  const token = await apiToken(request, 'admin@fitout.test');
  const response = await request.post('/api/v1/sync/push', {
    headers: { Authorization: `bearer ${token}` },
    data: {
      clientID: uuidv7(),
      protocolVersion: 1,
      mutations: [{ id: 1, name, args, createdAt: new Date().toISOString() }],
    },
  });
  expect(await response.json()).toMatchObject({ results: [{ id: 1, status: 'applied' }] });
}

/** A photo of a card's problem, taken by the office: its row through the push, its bytes through the upload. */
async function addCardPhoto(request: APIRequestContext, cardId: string): Promise<void> {
  const bytes = makePng(7);
  const id = uuidv7();
  await pushAsAdmin(request, 'attachmentCreate', {
    id,
    ownerEntity: 'verificationCard',
    ownerId: cardId,
    fileName: 'reserve.png',
    mimeType: 'image/png',
    sizeBytes: bytes.length,
    width: 64,
    height: 64,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  const token = await apiToken(request, 'admin@fitout.test');
  const upload = await request.put(`/api/v1/attachments/${id}/content`, {
    headers: { Authorization: `bearer ${token}`, 'content-type': 'image/png' },
    data: bytes,
  });
  expect(upload.ok()).toBe(true);
}

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(companyAdmin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
const incl = t(lng, 'common:vat.vatIncluded');

function money(cents: number): string {
  return `${euros.format(cents / 100)} ${incl}`;
}

test('a rented project in preparation: every tab shows its data, with axe, at 390 px, and offline after a reload', async ({
  page,
  context,
  request,
}) => {
  const data = await companyData(request);
  // The seed gives the company a rented project in preparation whose check found problems.
  const project = data.projects.find(
    (candidate) =>
      candidate.status === 'validated' &&
      candidate.billingType === 'rent' &&
      data.cards.some((card) => card.projectId === candidate.id && card.problemStatus !== 'none'),
  );
  if (!project) throw new Error('the seed has no rented company project in preparation with a problem');
  const problem = data.cards.find((card) => card.projectId === project.id && card.problemStatus !== 'none')!;
  const problemLine = data.lines.find((line) => line.id === problem.lineId)!;
  const problemFurniture = data.furniture.get(problemLine.furnitureId!)!;
  const problemName = problemFurniture.clientName || problemFurniture.name;
  await addCardPhoto(request, problem.id);
  const rooms = data.rooms.filter((room) => room.projectId === project.id);
  const lines = data.lines.filter((line) => line.projectId === project.id);
  // By the shared pricing code, with the project's services and packs, as every screen prices it.
  const { totals } = await serverQuote(request, await apiToken(request, companyAdmin.email), project.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const screen = new ProjectDetailPage(page, lng);
  await screen.goto(project.id);
  // The first sync may still be downloading when the screen opens: it shows the project once it lands.
  await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });
  await expect(screen.tabs).toHaveText(
    ['advancement', 'details', 'furniture', 'quote', 'finance', 'reserves', 'agreement'].map((id) =>
      screen.text(`tabs.${id}`),
    ),
    { useInnerText: true },
  );

  // Progress: the project's intervention is planned, after the steps it went through.
  await expect(screen.tab('advancement')).toHaveAttribute('aria-selected', 'true');
  const timeline = screen.panel('advancement').getByRole('list', { name: screen.text('progress.label') });
  await expect(timeline.locator('[aria-current="step"]')).toHaveText(
    screen.text('progress.messages.interventionPlanned') + screen.text('progress.current'),
    { useInnerText: false },
  );
  await expect(
    timeline
      .getByRole('listitem')
      .filter({ has: page.getByText(screen.text('progress.done'), { exact: true }) }),
  ).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  // The tabs answer the arrow keys, as a tab list does.
  await screen.tab('advancement').focus();
  await page.keyboard.press('ArrowRight');
  await expect(screen.tab('details')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen.tab('details')).toHaveAttribute('aria-selected', 'true');

  await expect(screen.field(screen.text('details.operation_number'))).toContainText(project.operationNumber);
  await expect(screen.field(screen.text('details.address'))).toContainText('France');
  await expect(screen.field(screen.text('details.access_notes'))).toContainText(project.projectAccessNotes);
  await expect(screen.field(screen.text('details.dates_status'))).toContainText(
    screen.text('details.dates_confirmed'),
  );
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  await screen.selectTab('furniture');
  const problemRoom = rooms.find((room) => room.id === problemLine.roomId)!;
  const roomList = screen.panel('furniture').getByRole('list', {
    name: screen.text('furniture.list_label', { name: problemRoom.name }),
  });
  await expect(roomList.getByRole('listitem')).toHaveCount(
    lines.filter((line) => line.roomId === problemRoom.id).length,
  );
  await expect(roomList.getByRole('listitem', { name: problemName }).first()).toContainText(
    screen.text('furniture.quantity', { quantity: String(problemLine.quantity) }),
  );
  await expect(roomList.getByRole('listitem', { name: problemName }).first()).toContainText(
    screen.text(`common:availability.${problemLine.availability}`),
  );
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  await screen.selectTab('quote');
  await expect(
    screen.panel('quote').getByRole('tab', {
      name: t(lng, 'quote:rooms.tab', { name: problemRoom.name, multiplier: String(problemRoom.multiplier) }),
      exact: true,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  await screen.selectTab('finance');
  await expect(screen.field(screen.text('finance.computed_price'))).toContainText(
    money(totals.total.inclVatCents),
  );
  await expect(screen.field(screen.text('finance.rent_per_month'))).toContainText(
    money(totals.monthly!.inclVatCents),
  );
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  await screen.selectTab('reserves');
  const reserve = screen.reserve(problemName).first();
  await expect(reserve).toContainText(t(lng, `common:problem_status.${problem.problemStatus}`));
  await expect(reserve).toContainText(problem.notes);
  await expect(
    reserve.getByRole('img', { name: screen.text('reserves.photo_alt', { name: problemName, index: '1' }) }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  await screen.selectTab('agreement');
  await expect(screen.agreement).toContainText(data.client.name);
  await expect(screen.agreement).toContainText(problemName);
  await expect(screen.agreement).toContainText(
    screen.text('agreement.rent', { amount: money(totals.monthly!.inclVatCents) }),
  );
  await expect(screen.agreement).toContainText(
    t(lng, 'projectDetail:agreement.duration_other', { count: String(e2eRentMonths) }),
  );
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);
  // Printing shows the agreement alone: the app's navigation and the tabs are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(screen.agreement).toBeVisible();
  await expect(screen.tabs.first()).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => {
    // The print dialog cannot be driven: count the calls the button makes instead.
    const calls = { count: 0 };
    Object.assign(window, { printCalls: calls });
    window.print = () => void calls.count++;
  });
  await screen.printButton.click();
  expect(
    await page.evaluate(() => (window as unknown as { printCalls: { count: number } }).printCalls.count),
  ).toBe(1);

  // Offline, a reload opens the same tab from the local store.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await screen.selectTab('reserves');
  await page.reload();
  await expect(screen.heading(project.name)).toBeVisible();
  await expect(screen.tab('reserves')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.reserve(problemName).first()).toContainText(
    t(lng, `common:problem_status.${problem.problemStatus}`),
  );
  await screen.selectTab('finance');
  await expect(screen.field(screen.text('finance.computed_price'))).toContainText(
    money(totals.total.inclVatCents),
  );
  await context.setOffline(false);
});

test('a bought project has no rental agreement; a draft points to its editor; an unknown project says so', async ({
  page,
  request,
}) => {
  const data = await companyData(request);
  const bought = data.projects.find(
    (candidate) => candidate.status === 'done' && candidate.billingType === 'buy',
  );
  const draft = data.projects.find((candidate) => candidate.status === 'draft');
  if (!bought || !draft)
    throw new Error('the seed has no bought installed project or no draft for the company');

  await signIn(page);
  const screen = new ProjectDetailPage(page, lng);
  await screen.goto(bought.id);
  await expect(screen.heading(bought.name)).toBeVisible({ timeout: 30_000 });
  await expect(screen.tabs).toHaveCount(6);
  await expect(screen.tab('agreement')).toHaveCount(0);
  await screen.selectTab('finance');
  await expect(screen.field(screen.text('finance.payment_at_order'))).toBeVisible();
  await expect(screen.field(screen.text('finance.rent_per_month'))).toHaveCount(0);
  await screen.selectTab('reserves');
  await expect(screen.panel('reserves')).toHaveText(screen.text('reserves.empty'));

  await screen.goto(draft.id);
  await expect(screen.heading(draft.name)).toBeVisible();
  await expect(page.getByText(screen.text('draft.title'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: screen.text('draft.link') }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${draft.id}$`));

  await screen.goto(uuidv7());
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'projects:missing.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
