import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { trialProjectSchema, type TrialProject } from '../../src/domain/trial/trial-project.schema';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { HomePage } from './pages/home-page';
import { ProjectPage } from './pages/projects-page';
import { QuotePage } from './pages/quote-page';
import { SignupDialog } from './pages/signup-dialog';
import { TrialPage } from './pages/trial-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker, storageSnapshot } from './support/browser-storage';
import { downloadedPdf } from './support/pdf-download';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';

/** The draft the trial API holds, or null while it has none. */
async function savedTrial(request: APIRequestContext, id: string): Promise<TrialProject | null> {
  const response = await request.get(`/api/v1/trial/projects/${id}`);
  return response.ok() ? trialProjectSchema.parse(await response.json()) : null;
}

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a visitor drafts without an account, offline too, and signing up keeps the draft', async ({
  page,
  context,
  request,
}) => {
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  const trialId = await trial.start();
  const name = t(lng, 'trial:default_name');
  await expect(draft.heading(name)).toBeVisible();
  await expect(trial.bannerText).toBeVisible();
  await expect(trial.signUpButton).toBeVisible();
  expect((await storageSnapshot(page)).localStorage.draftTrialId).toBe(trialId);
  // A new draft opens at its first step (buy or rent); the rooms are a later one.
  await draft.openStepByUrl('rooms');

  await draft.addRoom('Salon');
  const sofa = await draft.addFirstFurniture('angle');
  await expect(draft.line('Salon', sofa)).toBeVisible();
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () =>
      (await savedTrial(request, trialId))?.rooms.map((room) => [room.name, room.lines.length]),
    )
    .toEqual([['Salon', 1]]);

  // Offline: the change stays on the device, through a reload.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await draft.addRoom('Chambre');
  const bed = await draft.addFirstFurniture('lit');
  await expect(draft.line('Chambre', bed)).toBeVisible();
  await expect(trial.saveState('device')).toBeVisible();
  await expect(draft.pendingMark(draft.line('Chambre', bed))).toBeVisible();
  await page.reload();
  await expect(draft.heading(name)).toBeVisible();
  await draft.expectRoomTabs(['Salon', 'Chambre']);
  await draft.selectRoom('Chambre');
  await expect(draft.line('Chambre', bed)).toBeVisible();

  // Back online, the saver sends it.
  await context.setOffline(false);
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 30_000 });
  await expect(draft.pendingMark(draft.line('Chambre', bed))).toBeHidden();
  await expect
    .poll(async () =>
      (await savedTrial(request, trialId))?.rooms.map((room) => [room.name, room.lines.length]),
    )
    .toEqual([
      ['Salon', 1],
      ['Chambre', 1],
    ]);

  await new SignupDialog(page, lng).signUp(
    {
      firstName: 'Inès',
      lastName: 'Garnier',
      email: `ines.garnier+${Date.now()}@example.com`,
      phone: '+33698765432',
      password: 'Nouveau-compte-2026!',
    },
    trial.signUpButton,
  );
  await expect(page).toHaveURL(new RegExp(`/projects/${trialId}$`));
  await expect(draft.heading(name)).toBeVisible({ timeout: 30_000 });
  // The draft resumes at its first step not done: rooms without a house size ask for the delivery.
  await draft.expectStep('delivery');
  await draft.openStepByUrl('rooms');
  await draft.expectRoomTabs(['Salon', 'Chambre'], 30_000);
  await expect(draft.line('Salon', sofa)).toBeVisible();
  await draft.selectRoom('Chambre');
  await expect(draft.line('Chambre', bed)).toBeVisible();
  expect((await storageSnapshot(page)).localStorage.draftTrialId).toBeUndefined();
});

test('the trial pages pass axe and fit a 390 px wide screen; /try stores nothing before the visitor starts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  await page.goto('/try');
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'trial:try.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const before = await storageSnapshot(page);
  expect(before.localStorage.draftTrialId).toBeUndefined();
  expect(before.databases['fitout-trial'] ?? 0).toBe(0);

  const trialId = await trial.start('rent');
  await draft.expectStep('offer');
  await draft.openStepByUrl('define');
  await expect(draft.billingChoice('rent')).toBeChecked();
  expect((await storageSnapshot(page)).localStorage.draftTrialId).toBe(trialId);
  await expect(draft.heading(t(lng, 'trial:default_name'))).toBeVisible();
  await draft.openStepByUrl('rooms');
  await draft.addRoom('Salon');
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a room without a name is refused next to its field, in French, and adds nothing', async ({ page }) => {
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  await trial.start();
  await draft.openStepByUrl('rooms');
  await page.getByRole('button', { name: t(lng, 'projects:rooms.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'projects:rooms.add_title') });
  await dialog.getByRole('button', { name: t(lng, 'projects:rooms.add_submit'), exact: true }).click();
  await expect(dialog.getByText(t(lng, 'validation:required'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(draft.roomTabs).toHaveCount(0);
});

test('a trial opened on another device loads the draft saved from the first', async ({ page, browser }) => {
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  const trialId = await trial.start();
  await draft.openStepByUrl('rooms');
  await draft.addRoom('Bureau');
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 30_000 });

  const other = await (await browser.newContext()).newPage();
  await other.goto(`/trial/${trialId}?step=rooms`);
  const otherDraft = new ProjectPage(other, lng);
  await expect(otherDraft.heading(t(lng, 'trial:default_name'))).toBeVisible();
  await otherDraft.expectRoomTabs(['Bureau']);
});

test('a change made just before signing up is in the project the sign-up makes', async ({ page }) => {
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  const trialId = await trial.start();
  await draft.openStepByUrl('rooms');
  await draft.addRoom('Salon');
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 30_000 });
  // Signed up at once: the change is still waiting for the saver's pause when the form is sent.
  await draft.addRoom('Bureau');
  await new SignupDialog(page, lng).signUp(
    {
      firstName: 'Hugo',
      lastName: 'Marchand',
      email: `hugo.marchand+${Date.now()}@example.com`,
      phone: '+33611223344',
      password: 'Nouveau-compte-2026!',
    },
    trial.signUpButton,
  );
  await expect(page).toHaveURL(new RegExp(`/projects/${trialId}`));
  await draft.openStepByUrl('rooms');
  await draft.expectRoomTabs(['Salon', 'Bureau'], 30_000);
});

test("a trial's submission asks for the account and sends the project with it: the office lists it", async ({
  page,
  browser,
}) => {
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  const quote = new QuotePage(page, lng);
  const city = `Essai ${Date.now()}`;
  // The home page is the trial's door.
  const home = new HomePage(page, lng);
  await home.goto();
  await home.door('try').click();
  await expect(page).toHaveURL(/\/try$/);
  const trialId = await trial.start('rent');
  await draft.chooseOffer('Pack Studio');
  await draft.expectStep('delivery');
  await draft.chooseOption('delivery.size', 'T2');
  await draft.field('address.city').fill(city);
  await draft.next();
  await draft.expectStep('rooms');
  await draft.option('assembly').check();
  await draft.next();
  await quote.expectShown();

  // The visitor's services are priced from the office's rates, as a client's are: no "price on request".
  const services = page.getByRole('table', { name: t(lng, 'quote:services.label') });
  await expect(services.getByRole('row').filter({ hasText: t(lng, 'common:services.assembly') })).toHaveCount(
    1,
  );
  await expect(services).not.toContainText(t(lng, 'quote:services.on_request'));

  // The visitor's device holds the business's identity (the trial catalogue carries it): its quote
  // PDF prints the business, not the app's stand-in.
  const { text } = await downloadedPdf(await quote.download());
  expect(text).toContain('Maison Ébène Aménagement');
  expect(text).toContain('N° TVA FR32812345678');

  // Nothing reaches the office without an account: the page says so, and closing the sign-up keeps it so.
  await expect(quote.trialNotSent).toBeVisible();
  if (await quote.trialAcknowledge.isVisible()) await quote.trialAcknowledge.check();
  const signUp = new SignupDialog(page, lng);
  await quote.trialSubmit.click();
  await expect(signUp.dialog).toBeVisible();
  await signUp.dialog.getByRole('button', { name: t(lng, 'common:actions.cancel') }).click();
  await expect(signUp.dialog).toBeHidden();
  await expect(quote.trialNotSent).toBeVisible();
  await expect(quote.thanks('sent')).toBeHidden();

  await signUp.signUp(
    {
      firstName: 'Léa',
      lastName: 'Fontaine',
      email: `lea.fontaine+${Date.now()}@example.com`,
      phone: '+33612345678',
      password: 'Nouveau-compte-2026!',
    },
    quote.trialSubmit,
  );
  await expect(page).toHaveURL(new RegExp(`/projects/${trialId}\\?step=quote$`));
  await expect(quote.thanks('sent')).toBeVisible({ timeout: 30_000 });

  const office = await browser.newContext();
  const admin = await AdminProjectsPage.signIn(await office.newPage(), lng);
  await admin.gotoList();
  await admin.search(city);
  const row = admin.row(t(lng, 'trial:default_name'));
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(t(lng, 'adminProjects:client_status.done'));
  await office.close();
});
