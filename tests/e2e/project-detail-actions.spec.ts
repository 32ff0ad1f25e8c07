import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { ProjectDetailPage } from './pages/project-detail-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { rowsOf, serverQuote } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const agent = demoUser('b2b-agent');

/** A draft of the company's agent with a house size and one item, submitted to the office. */
async function submittedProject(request: APIRequestContext, token: string) {
  const [furniture] = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  );
  if (!furniture) throw new Error('the seed has no furniture the agent may choose');
  const project = { id: uuidv7(), name: `Résidence suivie ${Date.now()}` };
  const roomId = uuidv7();
  await pushApplied(request, token, [
    ['projectCreate', project],
    ['projectUpdate', { id: project.id, patch: { projectType: 'T2' } }],
    ['roomCreate', { id: roomId, projectId: project.id, name: 'Séjour', multiplier: 1 }],
    ['lineAdd', { id: uuidv7(), roomId, furnitureId: furniture.id, quantity: 1 }],
    ['projectTransition', { id: project.id, action: 'submit', acknowledgedWarnings: true }],
  ]);
  return project;
}

async function openDetail(page: Page, project: { id: string; name: string }): Promise<ProjectDetailPage> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(agent.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const screen = new ProjectDetailPage(page, lng);
  await screen.goto(project.id);
  // The first sync may still be downloading when the screen opens: it shows the project once it lands.
  await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });
  return screen;
}

function actionButton(screen: ProjectDetailPage, action: 'reopen' | 'acceptQuote') {
  return screen.page.getByRole('button', { name: screen.text(`actions.${action}.open`), exact: true });
}

function confirmDialog(screen: ProjectDetailPage, action: 'reopen' | 'acceptQuote') {
  return screen.page.getByRole('alertdialog', { name: screen.text(`actions.${action}.title`) });
}

function currentStep(screen: ProjectDetailPage) {
  return screen
    .panel('advancement')
    .getByRole('list', { name: screen.text('progress.label') })
    .locator('[aria-current="step"]');
}

test('offline, the client withdraws its submission: the draft is back to edit, and the office has it once online', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, agent.email);
  const project = await submittedProject(request, token);
  await page.setViewportSize({ width: 390, height: 844 });
  const screen = await openDetail(page, project);
  await expect(currentStep(screen)).toContainText(screen.text('progress.messages.projectSubmitted'));
  await expect(actionButton(screen, 'acceptQuote')).toHaveCount(0);
  await expect(actionButton(screen, 'reopen')).toBeVisible();
  expect(await screen.overflowsHorizontally()).toBe(false);

  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await actionButton(screen, 'reopen').click();
  const dialog = confirmDialog(screen, 'reopen');
  await expect(dialog).toContainText(screen.text('actions.reopen.text'));
  await dialog.getByRole('button', { name: screen.text('actions.reopen.confirm'), exact: true }).click();

  await expect(dialog).toBeHidden();
  const stillDraft = page.getByText(screen.text('draft.title'), { exact: true });
  const waiting = page.getByText(screen.text('send.waiting'), { exact: true });
  const editLink = page.getByRole('link', { name: screen.text('draft.link'), exact: true });
  await expect(stillDraft).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(editLink).toHaveAttribute('href', `/projects/${project.id}`);
  await expect(actionButton(screen, 'reopen')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);

  await page.reload();
  await expect(stillDraft).toBeVisible({ timeout: 30_000 });
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(screen.text('send.sending'), { exact: true })).toBeHidden({ timeout: 30_000 });
  const admin = await apiToken(request, demoUser('admin').email);
  const held = await serverQuote(request, admin, project.id);
  expect(held.copies).toBe(1);
  expect(held.project.clientStatus).toBe('draft');
  expect(held.project.status).toBe('draft');
  expect(held.project.submittedAt).toBeNull();
  await editLink.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
});

test('the client accepts the quote the office sent, from the keyboard, on a phone; withdrawing is no longer offered', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, agent.email);
  const project = await submittedProject(request, token);
  const admin = await apiToken(request, demoUser('admin').email);
  await pushApplied(request, admin, [
    ['projectUpdate', { id: project.id, patch: { operationNumber: 'OP-2026-0042' } }],
    ['projectTransition', { id: project.id, action: 'markQuoted' }],
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  const screen = await openDetail(page, project);
  await expect(currentStep(screen)).toContainText(screen.text('progress.messages.quoteToValidate'));
  await expect(actionButton(screen, 'reopen')).toHaveCount(0);
  const accept = actionButton(screen, 'acceptQuote');
  await expect(accept).toBeVisible();
  expect(await screen.overflowsHorizontally()).toBe(false);

  // Cancelling changes nothing.
  await accept.focus();
  await page.keyboard.press('Enter');
  const dialog = confirmDialog(screen, 'acceptQuote');
  await expect(dialog).toContainText(screen.text('actions.acceptQuote.text'));
  await expectNoSeriousA11yViolations(page);
  expect(await screen.overflowsHorizontally()).toBe(false);
  await dialog.getByRole('button', { name: screen.text('common:actions.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
  await expect(currentStep(screen)).toContainText(screen.text('progress.messages.quoteToValidate'));

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', {
    name: screen.text('actions.acceptQuote.confirm'),
    exact: true,
  });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(currentStep(screen)).toContainText(screen.text('progress.messages.projectInProgress'));
  await expect(accept).toHaveCount(0);
  await expect(actionButton(screen, 'reopen')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await expect
    .poll(async () => (await serverQuote(request, admin, project.id)).project.status, { timeout: 30_000 })
    .toBe('validation');
});
