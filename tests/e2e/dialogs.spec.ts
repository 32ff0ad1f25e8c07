import { expect, test, type Locator, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { QuotePage } from './pages/quote-page';
import { TrialPage } from './pages/trial-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectPageGivenBack } from './support/page-given-back';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';

/** Opens a dialog with `opener`, closes it with Escape, and checks the opener is reachable again. */
async function openAndEscape(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expectPageGivenBack(page, opener);
}

/**
 * Every dialog a trial reaches, closed each way it closes (its action, Escape, Cancel): each gives
 * the page back, and the header's Sign up is reachable by role afterwards.
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
  // A trial submits with its account: "Submit my project" opens the sign-up, closed with Escape and
  // with its Cancel button, each giving the page back with the project still marked as not sent.
  const signUp = dialog('auth:signup.title');
  if (await quote.trialAcknowledge.isVisible()) await quote.trialAcknowledge.check();
  await openAndEscape(page, quote.trialSubmit, signUp);
  await quote.trialSubmit.click();
  await signUp.getByRole('button', { name: t(lng, 'common:actions.cancel') }).click();
  await expect(signUp).toBeHidden();
  await expect(quote.trialNotSent).toBeVisible();
  await expectPageGivenBack(page, trial.signUpButton);
  await expectNoSeriousA11yViolations(page);
});

/**
 * A signed-in draft without a house size: the submit dialog's link to the delivery step leaves the
 * quote step, and the dialog with it, while the dialog is open.
 */
test('the submit dialog left by its link to the delivery step gives the page back', async ({
  page,
  request,
}) => {
  const agent = demoUser('b2b-agent');
  const token = await apiToken(request, agent.email);
  const furniture = (await pullAll(request, token)).find(
    ({ entity, data }) => entity === 'furniture' && data?.isDisabled === false && data.warningFr === '',
  )?.data;
  if (!furniture) throw new Error('the seed has no furniture without a warning');
  const project = { id: uuidv7(), name: `Dialogues e2e ${Date.now()}` };
  const room = { id: uuidv7(), projectId: project.id, name: 'Salon' };
  await pushApplied(request, token, [
    ['projectCreate', project],
    ['roomCreate', room],
    ['lineAdd', { id: uuidv7(), roomId: room.id, furnitureId: furniture.id, quantity: 1 }],
  ]);
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(agent.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const quote = new QuotePage(page, lng);
  await quote.goto(project.id);
  await quote.expectShown();
  await quote.openSubmitDialog();
  await quote.confirm.click();
  await quote.dialog.getByRole('link', { name: t(lng, 'quote:submit.size_link') }).click();
  const draft = new ProjectPage(page, lng);
  await draft.expectStep('delivery');
  await expectPageGivenBack(page, draft.stepButton('delivery'));
});
