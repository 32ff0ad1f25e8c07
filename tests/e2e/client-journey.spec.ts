import { expect, test } from '@playwright/test';
import { ProjectListPage } from './pages/project-list-page';
import { ProjectPage } from './pages/projects-page';
import { QuotePage } from './pages/quote-page';
import { SignupDialog } from './pages/signup-dialog';
import { TrialPage } from './pages/trial-page';
import { isControlledByServiceWorker } from './support/browser-storage';
import { demoUser } from './support/demo-users';
import { serverQuote } from './support/server-quote';
import { apiToken } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euros.format(cents / 100);

/**
 * Issue 10's train: a visitor's trial draft carried over at sign-up, then a second project built
 * through every step with the network cut, submitted there, the tab reloaded and closed, and the
 * office holding it once, with the totals the client saw, when the network returns.
 */
test('the train: a trial carried over at sign-up, a project built and submitted offline, sent once', async ({
  page: firstTab,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  let page = firstTab;
  const trial = new TrialPage(page, lng);
  let draft = new ProjectPage(page, lng);

  // A visitor tries Fitout: a room and a piece of furniture, saved by the trial API.
  const trialId = await trial.start();
  await draft.openStepByUrl('rooms');
  await draft.addRoom('Salon');
  const sofa = await draft.addFirstFurniture('canapé');
  await expect(draft.line('Salon', sofa)).toBeVisible();
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 30_000 });

  // Signing up carries the draft over: the same room and line, now a project of the new client.
  await new SignupDialog(page, lng).signUp(
    {
      firstName: 'Lucie',
      lastName: 'Fontaine',
      email: `lucie.fontaine+${Date.now()}@example.com`,
      phone: '+33612345678',
      password: 'Train-de-nuit-2026!',
    },
    trial.signUpButton,
  );
  await expect(page).toHaveURL(new RegExp(`/projects/${trialId}`));
  await draft.openStepByUrl('rooms');
  await expect(draft.line('Salon', sofa)).toBeVisible({ timeout: 30_000 });

  // On the train: no network from here until the end.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  const list = new ProjectListPage(page, lng);
  await list.gotoMine();
  await list.openNewProject();
  const name = `Appartement du train ${Date.now()}`;
  await list.newProjectName.fill(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}/);
  const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(draft.heading(name)).toBeVisible();

  // 1. Rent, 2. the studio pack fills the rooms.
  await draft.expectStep('define');
  await draft.billingChoice('rent').check();
  await draft.next();
  await draft.expectStep('offer');
  await draft.chooseOffer('Pack Studio');
  await draft.expectStep('delivery');

  // 3. Delivery: the house size is required, then the address.
  await draft.next();
  await expect(draft.fieldMessage(t(lng, 'errors:project.size_required'))).toBeVisible();
  await draft.chooseOption('delivery.size', 'T2');
  await draft.field('address.city').fill('Lyon');
  await draft.field('address.zip_code').fill('69002');
  await draft.next();

  // 4. Rooms: a line replaced, a quantity, a room counted twice, an option.
  await draft.expectStep('rooms');
  await draft.expectRoomTabs(['Pack salon', 'Pack chambre']);
  await draft.selectRoom('Pack salon');
  const [first] = await draft.lineNames('Pack salon');
  const replacement = await draft.replaceWithFirst(first ?? '');
  await expect(draft.line('Pack salon', replacement)).toBeVisible();
  await draft.setQuantity(replacement, 3);
  await draft.selectRoom('Pack chambre');
  await draft.setMultiplier('Pack chambre', 2);
  await draft.option('assembly').check();
  await draft.next();

  // 5. The quote, with and without VAT, downloaded on the device.
  const quote = new QuotePage(page, lng);
  await quote.expectShown();
  await expect(quote.roomTab('Pack chambre', 2)).toBeVisible();
  const withVat = await quote.step
    .getByText(/^Total/)
    .first()
    .innerText();
  await quote.vatSwitch.click();
  const withoutVat = await quote.step
    .getByText(/^Total/)
    .first()
    .innerText();
  expect(withoutVat).not.toBe(withVat);
  const download = await quote.download();
  expect(download.suggestedFilename()).toBe(`devis-${name}.pdf`);

  // 6. Submit: the warnings must be acknowledged when the chosen furniture has any.
  await quote.openSubmitDialog();
  // A rented project: the whole rental comes after the month and the duration.
  const totalTerm = t(lng, 'quote:submit.rental_total', { vat: t(lng, 'common:vat.vatExcluded') });
  const shownTotal = await quote.summary(totalTerm).innerText();
  if (await quote.acknowledge.isVisible()) await quote.acknowledge.check();
  await quote.confirm.click();
  await expect(quote.thanks('waiting')).toBeVisible();

  // Reloaded, then the tab closed and the app opened again: still waiting, nothing lost.
  await page.reload();
  await expect(quote.thanks('waiting')).toBeVisible({ timeout: 30_000 });
  await page.close();
  page = await context.newPage();
  draft = new ProjectPage(page, lng);
  const reopened = new QuotePage(page, lng);
  await reopened.goto(projectId);
  await expect(reopened.thanks('waiting')).toBeVisible({ timeout: 30_000 });

  // Back online: sent once, and the office holds what the client saw.
  await context.setOffline(false);
  await expect(reopened.thanks('sent')).toBeVisible({ timeout: 60_000 });
  const admin = await apiToken(request, demoUser('admin').email);
  const held = await serverQuote(request, admin, projectId);
  expect(held.copies).toBe(1);
  expect(held.project).toMatchObject({
    name,
    billingType: 'rent',
    projectType: 'T2',
    status: 'draft',
    clientStatus: 'done',
    options: ['assembly'],
  });
  expect(held.project.address).toMatchObject({ city: 'Lyon', zipCode: '69002' });
  expect(held.rooms.map((room) => [room.name, room.multiplier]).sort()).toEqual([
    ['Pack chambre', 2],
    ['Pack salon', 1],
  ]);
  expect(money(held.totals.total.exclVatCents)).toBe(shownTotal);

  // The carried trial is the client's too, untouched by all of this.
  const carried = await serverQuote(request, admin, trialId);
  expect(carried.copies).toBe(1);
  expect(carried.lines).toHaveLength(1);
});
