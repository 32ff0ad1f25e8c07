import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectPageGivenBack } from './support/page-given-back';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const agent = demoUser('b2b-agent');
const admin = demoUser('admin');

async function createDraftAsAgent(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const project = { id: uuidv7(), name: `Conflit e2e ${Date.now()}` };
  await pushApplied(request, await apiToken(request, agent.email), [['projectCreate', project]]);
  return project;
}

/** The server's copy of the project's only line, as the office's device pulls it. */
async function serverLine(
  request: APIRequestContext,
  token: string,
  projectId: string,
): Promise<Record<string, unknown>> {
  const lines = (await pullAll(request, token)).flatMap(({ entity, data }) =>
    entity === 'purchaseOrderLines' && data?.projectId === projectId ? [data] : [],
  );
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

/** The agent, signed in, opens a new draft and puts a line of 7 in its room "Salon", synced. */
async function draftWithLineOf7(page: Page, request: APIRequestContext) {
  const project = await createDraftAsAgent(request);
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(agent.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const screen = new ProjectPage(page, lng);
  await screen.goto(project.id, 'rooms');
  await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });
  await screen.addRoom('Salon');
  const item = await screen.addFirstFurniture('lit');
  await screen.setQuantity(item, 7);
  // The mark may not be shown yet right after the key press: wait for the server to hold the 7.
  const token = await apiToken(request, agent.email);
  await expect
    .poll(async () => (await serverLine(request, token, project.id)).quantity, { timeout: 30_000 })
    .toBe(7);
  return { project, screen, item };
}

/**
 * The button opening the list of changes not accepted. Its count also holds the notices of the
 * agent's drafts of earlier runs (the e2e server keeps its data), so it is found by its words.
 */
function notAcceptedButton(page: Page) {
  const forms = ['one', 'other'].map((form) =>
    t(lng, `sync:rejected.open_${form}`, { count: '{{count}}' }).replace('{{count}}', String.raw`\d+`),
  );
  return page.getByRole('button', { name: new RegExp(`^(?:${forms.join('|')})$`) });
}

/** The client, offline, sets the line's quantity; answers the office's token and the server's line. */
async function changeOffline(
  page: Page,
  request: APIRequestContext,
  { project, screen, item }: Awaited<ReturnType<typeof draftWithLineOf7>>,
  quantity: number,
) {
  await page.context().setOffline(true);
  await screen.setQuantity(item, quantity);
  await expect(screen.pendingMark(screen.line('Salon', item))).toBeVisible();
  const adminToken = await apiToken(request, admin.email);
  const line = await serverLine(request, adminToken, project.id);
  expect(line.quantity).toBe(7);
  return { adminToken, line };
}

/** Opens the list of changes not accepted, once its button shows. */
async function openNotAccepted(page: Page) {
  const open = notAcceptedButton(page);
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.click();
  return page.getByRole('dialog', { name: t(lng, 'sync:rejected.title') });
}

function subjectText(item: string, project: { name: string }): string {
  return [
    t(lng, 'conflicts:subject.furniture', { name: item }),
    t(lng, 'conflicts:subject.room', { name: 'Salon' }),
    t(lng, 'conflicts:subject.project', { name: project.name }),
  ].join(' · ');
}

test("a client's offline quantity based on a value the office changed since is not accepted, and the client is told both values", async ({
  page,
  request,
}) => {
  const draft = await draftWithLineOf7(page, request);
  const { project, screen, item } = draft;

  // The client, offline, sets 5 where it sees 7. Meanwhile the office, online, sets 9 where it saw 7
  // (the office works the line through its sync).
  const { adminToken, line } = await changeOffline(page, request, draft, 5);
  await pushApplied(request, adminToken, [
    ['lineUpdateQuantity', { id: line.id, quantity: 9, base: { quantity: 7 } }],
  ]);

  await page.context().setOffline(false);

  // The rule table: on a quantity the office's change comes first. The line shows the office's 9...
  await expect(screen.quantity(item)).toHaveValue('9', { timeout: 30_000 });
  await expect(screen.pendingMark(screen.line('Salon', item))).toBeHidden();
  expect((await serverLine(request, adminToken, project.id)).quantity).toBe(9);

  // ...and the client's change is in its list of changes not accepted, said with both values.
  const dialog = await openNotAccepted(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(subjectText(item, project), { exact: true })).toBeVisible();
  const lost = t(lng, 'conflicts:lost', {
    field: t(lng, 'conflicts:fields.quantity'),
    yours: '5',
    theirs: '9',
  });
  await expect(
    dialog.getByText(`${lost} ${t(lng, 'conflicts:winner.office')}`, { exact: true }),
  ).toBeVisible();
  // What a person recognises, never the ids or the JSON the change carried.
  await expect(dialog).not.toContainText(String(line.id));
  await expect(dialog).not.toContainText('{');
  await expectNoSeriousA11yViolations(page);
});

test("the office's stale quantity wins by the rule table, and the client whose value it replaced is told both values", async ({
  page,
  request,
}) => {
  const { project, screen, item } = await draftWithLineOf7(page, request);
  await screen.setQuantity(item, 5);
  const agentToken = await apiToken(request, agent.email);
  await expect
    .poll(async () => (await serverLine(request, agentToken, project.id)).quantity, { timeout: 30_000 })
    .toBe(5);

  // The office changes the line from the 7 it last saw: on a quantity the office's change comes first.
  const adminToken = await apiToken(request, admin.email);
  const line = await serverLine(request, adminToken, project.id);
  await pushApplied(request, adminToken, [
    ['lineUpdateQuantity', { id: line.id, quantity: 9, base: { quantity: 7 } }],
  ]);

  await expect(screen.quantity(item)).toHaveValue('9', { timeout: 30_000 });
  const dialog = await openNotAccepted(page);
  // This draft's notice (the agent's drafts of earlier runs may have theirs in the list too).
  const notice = dialog.getByRole('listitem').filter({ hasText: subjectText(item, project) });
  await expect(notice.getByText(subjectText(item, project), { exact: true })).toBeVisible();
  const replaced = t(lng, 'conflicts:replaced', {
    field: t(lng, 'conflicts:fields.quantity'),
    replaced: '5',
    kept: '9',
  });
  await expect(
    notice.getByText(`${replaced} ${t(lng, 'conflicts:winner.office')}`, { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Read: dismissed, it leaves the list.
  await notice
    .getByRole('button', {
      name: t(lng, 'sync:rejected.dismiss_label', { name: t(lng, 'conflicts:fields.quantity') }),
    })
    .click();
  await expect(notice).toHaveCount(0);
});

test('a change to a line the office removed meanwhile is refused, named by its furniture, room and project, and says the office removed it', async ({
  page,
  request,
}) => {
  const draft = await draftWithLineOf7(page, request);
  const { project, screen, item } = draft;

  // The client, offline, changes the quantity while the office removes the line.
  const { adminToken, line } = await changeOffline(page, request, draft, 4);
  await pushApplied(request, adminToken, [['lineRemove', { id: line.id }]]);

  await page.context().setOffline(false);

  // Back online the line is gone here too, and the refused change still names what it was about.
  await expect(screen.line('Salon', item)).toHaveCount(0, { timeout: 30_000 });
  const dialog = await openNotAccepted(page);
  const notice = dialog.getByRole('listitem').filter({ hasText: subjectText(item, project) });
  await expect(notice.getByText(subjectText(item, project), { exact: true })).toBeVisible();
  await expect(notice.getByText(t(lng, 'sync:rejected.removed'), { exact: true })).toBeVisible();
  await expect(
    notice.getByText(
      t(lng, 'conflicts:carried', { field: t(lng, 'conflicts:fields.quantity'), value: '4' }),
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(notice).not.toContainText(String(line.id));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t(lng, 'common:actions.close'), exact: true }).click();
  await expectPageGivenBack(page, notAcceptedButton(page));
});
