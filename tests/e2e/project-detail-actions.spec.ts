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

/** The client's moves behind a confirmation (accepting the quote is signing it: quote-signature.spec.ts). */
function actionButton(screen: ProjectDetailPage, action: 'reopen' | 'acceptQuote') {
  return screen.page.getByRole('button', { name: screen.text(`actions.${action}.open`), exact: true });
}

function confirmDialog(screen: ProjectDetailPage, action: 'reopen') {
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
