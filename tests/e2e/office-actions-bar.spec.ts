import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { submitQuoteAsClient } from './support/submitted-quote';
import { t } from './support/translations';

const lng = 'fr';
const text = (key: string, values?: Record<string, string>) => t(lng, `adminProjects:${key}`, values);

/** The open menu holds these items, in this order, each by its name alone. */
async function expectMenu(office: AdminProjectsPage, keys: readonly string[]): Promise<void> {
  const items = office.actionMenu.getByRole('menuitem');
  await expect(items).toHaveCount(keys.length);
  for (const [index, key] of keys.entries()) await expect(items.nth(index)).toHaveAccessibleName(text(key));
}

/** A client's submitted quote, open in the office's editor with what quoting it needs. */
async function numberedQuote(page: Page, request: APIRequestContext) {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.numberOperation();
  return { quote, office };
}

/** The copies and the parent module: offered in every status. */
const copies = ['office.duplicate', 'office.copyQuote', 'office.toParentModule'];

/** Closes the open menu by keyboard. */
async function closeMenu(office: AdminProjectsPage): Promise<void> {
  await office.page.keyboard.press('Escape');
  await expect(office.actionMenu).toBeHidden();
}

test('the bar leads with the next step of each status and holds what else the status offers in its menu', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { quote, office } = await numberedQuote(page, request);

  // A submitted draft: quote it. Nothing the draft cannot do is offered.
  await expect(office.actionBar.getByRole('button')).toHaveCount(2);
  await expect(office.primaryAction('markQuoted')).toBeEnabled();
  await office.openActionMenu();
  await expectMenu(office, ['office.toggleBilling', ...copies, 'actions.cancel', 'actions.delete']);
  await closeMenu(office);
  await office.primaryAction('markQuoted').click();

  // Quoted: the client's acceptance is next; the draft is one step back, in the menu.
  await expect(office.status('quotation')).toBeVisible();
  await office.openActionMenu();
  await expectMenu(office, [
    'actions.putInDraft',
    'office.toggleBilling',
    ...copies,
    'actions.cancel',
    'actions.delete',
  ]);
  await closeMenu(office);
  await office.primaryAction('acceptQuote').click();
  await expect(office.status('validation')).toBeVisible();
  await expect(office.primaryAction('validate')).toBeEnabled();
  await office.primaryAction('validate').click();
  const validate = page.getByRole('dialog', { name: text('validate.title') });
  await validate.getByRole('button', { name: text('validate.submit') }).click();
  await expect(validate).toBeHidden();

  // Validated: its installation is next; the order's actions join the menu, the way back is gone.
  await expect(office.status('validated')).toBeVisible();
  await office.openActionMenu();
  await expectMenu(office, [
    'office.regeneratePurchaseOrder',
    'office.createComplementary',
    ...copies,
    'actions.cancel',
    'actions.delete',
  ]);
  // An ordered project is cancelled, not deleted: the item says so under its name.
  await expect(office.menuAction('actions.delete')).toBeDisabled();
  await expect(office.menuAction('actions.delete')).toHaveAccessibleDescription(
    t(lng, 'errors:project.ordered'),
  );
  await expect(office.actionMenu.getByText(t(lng, 'errors:project.ordered'))).toBeVisible();
  await closeMenu(office);
  await office.primaryAction('complete').click();
  const complete = page.getByRole('alertdialog', {
    name: text('actions.complete_title', { name: quote.name }),
  });
  await complete.getByRole('button', { name: text('actions.complete') }).click();
  await expect(complete).toBeHidden();

  // Installed: the workflow has no next step; one "Actions" menu holds the rest.
  await expect(office.status('done')).toBeVisible();
  await expect(office.actionBar.getByRole('button')).toHaveCount(1);
  await expect(office.actionMenuButton).toHaveText(text('actions.menu'));
  await office.openActionMenu();
  await expectMenu(office, ['office.createComplementary', ...copies, 'actions.delete']);
  await expectNoSeriousA11yViolations(page);
});

test('why an action cannot run is said where it is asked for: next to the next step, under its name in the menu', async ({
  page,
  request,
}) => {
  const { office } = await numberedQuote(page, request);
  await office.primaryAction('markQuoted').click();
  await expect(office.status('quotation')).toBeVisible();

  // Typed and not saved: the moves would read the stored values, so they wait, and say why.
  const unsaved = text('actions.refused_unsaved');
  await expect(page.getByText(unsaved)).toHaveCount(0);
  await office.field('note').fill('Code porte 4321');
  await expect(office.primaryAction('acceptQuote')).toBeDisabled();
  await expect(office.primaryAction('acceptQuote')).toHaveAccessibleDescription(unsaved);
  await expect(page.getByText(unsaved, { exact: true })).toBeVisible();
  await office.openActionMenu();
  await expect(office.menuAction('actions.putInDraft')).toBeDisabled();
  await expect(office.menuAction('actions.putInDraft')).toHaveAccessibleDescription(unsaved);
  // Cancelling reads none of the general information: it stays available.
  await expect(office.menuAction('actions.cancel')).toBeEnabled();
  // A disabled item does nothing when clicked, and its reason stays under it.
  await office.menuAction('actions.putInDraft').click({ force: true });
  await expect(office.status('quotation')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await office.save();
  await expect(office.saved).toBeVisible();
  await expect(office.primaryAction('acceptQuote')).toBeEnabled();
  await expect(page.getByText(unsaved)).toHaveCount(0);
});

test('on a phone the bar is one row of controls, used by keyboard alone, and passes axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { quote, office } = await numberedQuote(page, request);

  const controls = office.actionBar.getByRole('button');
  await expect(controls).toHaveCount(2);
  const boxes = await controls.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), right: box.right };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);
  const bar = await office.actionBar.boundingBox();
  expect(bar?.height).toBeLessThanOrEqual((boxes[0]?.bottom ?? 0) - (boxes[0]?.top ?? 0) + 1);
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the next step, then along the bar to its menu, into it, and an item run by Enter.
  await office.primaryAction('markQuoted').focus();
  await page.keyboard.press('ArrowRight');
  await expect(office.actionMenuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(office.menuAction('office.toggleBilling')).toBeFocused();
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(office.actionMenu).toBeHidden();
  const toggled = page
    .getByRole('status')
    .filter({ hasText: text('office.toggled', { billing: t(lng, 'common:billing_type.rent') }) });
  await expect(toggled).toBeVisible();
  // What the bar says wraps within the phone's width.
  const said = await toggled.boundingBox();
  expect((said?.x ?? 0) + (said?.width ?? 0)).toBeLessThanOrEqual(390);
  await office.expectFits(390);

  // A dialog opened from the menu by keyboard, and left by Escape without moving the project.
  await office.actionMenuButton.focus();
  await page.keyboard.press('Enter');
  await expect(office.menuAction('office.toggleBilling')).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(office.menuAction('actions.cancel')).toBeFocused();
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('alertdialog', { name: text('actions.cancel_title', { name: quote.name }) });
  await expect(cancel).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(cancel).toBeHidden();
  await expect(office.status('draft')).toBeVisible();
});
