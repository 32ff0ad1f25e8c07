import { expect, test, type Browser, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { CatalogueFurniturePage } from './pages/catalogue-furniture';
import { CatalogueRangePage } from './pages/catalogue-range';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { PurchasesPage } from './pages/purchases-page';
import { QuotePage } from './pages/quote-page';
import { SignupDialog } from './pages/signup-dialog';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { downloadedPdf } from './support/pdf-download';
import { rowsOf } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t, type Language } from './support/translations';

// Issue 33 §3: the words a user reads after a save, in a form's errors, for a room and a period.
const agent = demoUser('b2b-agent');
const admin = demoUser('admin');

async function signIn(page: Page, lng: Language, email: string): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page of its own, in the browser language of `lng`, signed in as `email`. */
async function readerIn(browser: Browser, lng: Language, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: lng === 'fr' ? 'fr-FR' : 'en-US' });
  const page = await context.newPage();
  await signIn(page, lng, email);
  return page;
}

test('a default room made on an English screen reads "Salon" on a French one and in its PDF; a renamed room keeps its name', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, agent.email);
  const projectId = uuidv7();
  await pushApplied(request, token, [
    ['projectCreate', { id: projectId, name: `Rooms by language ${Date.now()}` }],
    ['projectUpdate', { id: projectId, patch: { projectType: 'T3' } }],
  ]);

  const english = await readerIn(browser, 'en', agent.email);
  const englishDraft = new ProjectPage(english, 'en');
  await englishDraft.goto(projectId);
  await englishDraft.addDefaultRoomsAndCheck(['Bathroom', 'Kitchen', 'Living room', 'Room']);
  await englishDraft.selectRoom('Room');
  await englishDraft.renameRoom('Guest room');
  await englishDraft.expectRoomTabs(['Bathroom', 'Kitchen', 'Living room', 'Guest room']);

  // The server keeps the creator's words and each default room's kind; the rename ended its kind.
  let livingRoomId: unknown;
  await expect
    .poll(
      async () => {
        const rooms = rowsOf(await pullAll(request, token), 'rooms', (row) => row.projectId === projectId);
        livingRoomId = rooms.find((row) => row.kind === 'living_room')?.id;
        return rooms.map((row) => `${String(row.name)}/${String(row.kind ?? '')}`).sort();
      },
      { timeout: 30_000 },
    )
    .toEqual(['Bathroom/bathroom', 'Guest room/', 'Kitchen/kitchen', 'Living room/living_room']);
  // A line in the living room, so the quote prints its table.
  const furniture = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  )[0];
  if (furniture === undefined) throw new Error('the agent may quote no furniture');
  await pushApplied(request, token, [
    ['lineAdd', { id: uuidv7(), roomId: livingRoomId, furnitureId: furniture.id, quantity: 1 }],
  ]);

  const french = await readerIn(browser, 'fr', agent.email);
  const frenchDraft = new ProjectPage(french, 'fr');
  await frenchDraft.goto(projectId);
  await frenchDraft.expectRoomTabs(['Salle de bain', 'Cuisine', 'Salon', 'Guest room'], 30_000);

  const quote = new QuotePage(french, 'fr');
  await quote.goto(projectId);
  await quote.expectShown();
  const { text } = await downloadedPdf(await quote.download());
  expect(text).toContain('Salon');
  expect(text).not.toContain('Living room');

  // Renamed on the French screen, the room is its user's: the English reader sees that name too.
  await frenchDraft.goto(projectId);
  await frenchDraft.selectRoom('Cuisine');
  await frenchDraft.renameRoom('Cuisine ouverte');
  await englishDraft.expectRoomTabs(['Bathroom', 'Cuisine ouverte', 'Living room', 'Guest room'], 30_000);
  await english.context().close();
  await french.context().close();
});

/** Fills a new range with one core sofa and saves it; done once the list shows. */
async function saveRange(page: Page, ranges: CatalogueRangePage, name: string): Promise<void> {
  await ranges.name.fill(name);
  const sofa = await ranges.addFirstItem('canap');
  await ranges.coreToggle(sofa).click();
  await ranges.save();
  await expect(page).toHaveURL(/\/admin\/furniture-ranges$/);
}

test.describe('a save says "Saved" once the server has it, and that it waits on this device offline', () => {
  test('a range, online then offline', async ({ page, context }) => {
    const lng = 'fr';
    await signIn(page, lng, admin.email);
    const ranges = new CatalogueRangePage(page, lng);
    const saved = page.getByRole('status').filter({ hasText: t(lng, 'common:saved.sent') });
    const kept = page.getByRole('status').filter({ hasText: t(lng, 'common:saved.on_device') });

    await ranges.gotoAdd();
    await saveRange(page, ranges, `Gamme en ligne ${Date.now()}`);
    await expect(saved).toBeVisible();

    await ranges.gotoAdd();
    await context.setOffline(true);
    await saveRange(page, ranges, `Gamme hors ligne ${Date.now()}`);
    await expect(kept).toBeVisible();
    await expect(saved).toHaveCount(0);
    await context.setOffline(false);
    await expect(saved).toBeVisible({ timeout: 30_000 });
    await expect(kept).toHaveCount(0);
  });
});

test.describe('a form says all of its errors at once', () => {
  test('the furniture form: the name and both prices on the first save', async ({ page }) => {
    const lng = 'fr';
    await signIn(page, lng, admin.email);
    const furniture = new CatalogueFurniturePage(page, lng);
    await furniture.gotoAdd();
    await furniture.field('priceExcl').fill('abc');
    await furniture.field('priceIncl').fill('xyz');
    await furniture.save();
    await expect(furniture.form.getByText(t(lng, 'validation:required'), { exact: true })).toBeVisible();
    await expect(
      furniture.form.getByText(t(lng, 'catalogue:validation.amount_invalid'), { exact: true }),
    ).toHaveCount(2);
    await expect(page).toHaveURL(/\/admin\/furnitures\/add$/);
  });

  test('sign-up: every password rule broken and the empty name, on the first submit', async ({ page }) => {
    const lng = 'fr';
    await page.goto('/login');
    const signup = new SignupDialog(page, lng);
    await signup.signUp({
      firstName: '',
      lastName: 'Durand',
      email: `words+${Date.now()}@example.com`,
      phone: '+33612345678',
      password: 'court',
    });
    const rules = [
      'validation:password_too_short',
      'validation:password_needs_digit',
      'validation:password_needs_uppercase',
      'validation:password_needs_special',
    ].map((key) => t(lng, key));
    await expect(signup.dialog.getByText(rules.join(' '), { exact: true })).toBeVisible();
    await expect(signup.dialog.getByText(t(lng, 'validation:required'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('a purchases period longer than the export accepts is said next to its end date, naming the limit', async ({
  page,
}) => {
  const lng = 'fr';
  await signIn(page, lng, admin.email);
  const purchases = new PurchasesPage(page, lng);
  await purchases.goto();
  await expect(purchases.heading).toBeVisible();
  await purchases.filterPeriod('2025-01-01', '2026-03-01');
  const limit = t(lng, 'validation:period_too_long_other', { count: '366', days: '424' });
  await expect(purchases.end).toHaveAccessibleDescription(new RegExp(limit.replace(/[.()]/g, '\\$&')));
  await expect(purchases.exportButton).toBeDisabled();

  await purchases.filterPeriod('2025-03-01', '2026-03-01');
  await expect(page.getByText(limit)).toHaveCount(0);
  await expect(purchases.exportButton).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});
