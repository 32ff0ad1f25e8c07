import { expect, test, type Locator, type Page } from '@playwright/test';
import { ProjectPage } from './pages/projects-page';
import { QuotePage } from './pages/quote-page';
import { TrialPage } from './pages/trial-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';

/**
 * The page is given back to assistive technologies: `control` is found by role (Playwright's role
 * queries read the accessibility tree, which leaves out what is aria-hidden) and no ancestor of it
 * is aria-hidden, the attribute a modal dialog puts on the rest of the page while it is open.
 */
async function expectPageGivenBack(page: Page, control: Locator): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(control).toBeVisible();
  await expect
    .poll(() => control.evaluate((element) => element.closest('[aria-hidden="true"]')?.id ?? null))
    .toBeNull();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
}

/** Opens a dialog with `opener`, closes it with Escape, and checks the opener is reachable again. */
async function openAndEscape(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expectPageGivenBack(page, opener);
}

/**
 * Every dialog a trial reaches, closed each way it closes (its action, Escape, Cancel): each gives
 * the page back. The submission's dialog goes away with the step it was in, replaced by the thanks.
 */
test('every dialog of a trial gives the page back; after the submit dialog closes, Sign up is reachable by role', async ({
  page,
}) => {
  const trial = new TrialPage(page, lng);
  const draft = new ProjectPage(page, lng);
  const dialog = (key: string, values: Record<string, string> = {}) =>
    page.getByRole('dialog', { name: t(lng, key, values) });
  await trial.start();
  await draft.openStepByUrl('rooms');
  await draft.addRoom('Salon');
  await expectPageGivenBack(page, draft.roomTab('Salon'));
  await draft.renameRoom('Séjour');
  await expectPageGivenBack(page, draft.roomTab('Séjour'));
  const item = await draft.addFirstFurniture('lit');
  await expect(draft.line('Séjour', item)).toBeVisible();
  const replace = page.getByRole('button', {
    name: t(lng, 'projects:replace.open', { name: item }),
    exact: true,
  });
  await openAndEscape(page, replace, dialog('projects:replace.title', { name: item }));
  const remove = page.getByRole('button', { name: t(lng, 'projects:rooms.remove'), exact: true });
  await remove.click();
  const removal = page.getByRole('alertdialog', {
    name: t(lng, 'projects:rooms.remove_title', { name: 'Séjour' }),
  });
  await removal.getByRole('button', { name: t(lng, 'common:actions.cancel'), exact: true }).click();
  await expectPageGivenBack(page, remove);
  await openAndEscape(page, trial.signUpButton, dialog('auth:signup.title'));

  // Saved before the step is opened by its address, which loads the page again.
  await expect(trial.saveState('saved')).toBeVisible({ timeout: 15_000 });
  await draft.openStepByUrl('delivery');
  await draft.chooseOption('delivery.size', 'T2');
  await draft.field('address.city').fill('Lyon');
  await draft.field('address.zip_code').fill('69002');
  await draft.next();
  await draft.expectStep('rooms');
  await draft.next();
  const quote = new QuotePage(page, lng);
  await quote.expectShown();
  await openAndEscape(
    page,
    quote.step.getByRole('button', { name: t(lng, 'quote:submit.open') }),
    quote.dialog,
  );
  await quote.openSubmitDialog();
  await quote.confirm.click();
  await expectPageGivenBack(page, trial.signUpButton);
  await expectNoSeriousA11yViolations(page);
});
