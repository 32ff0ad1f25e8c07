import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { quoteTotals } from '../../src/domain/pricing';
import { applyMultiplier } from '../../src/domain/pricing/money';
import { ClientsPage } from './pages/clients-page';
import { LoginPage } from './pages/login-page';
import { ProjectListPage } from './pages/project-list-page';
import { QuotePage } from './pages/quote-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { rowsOf, serverQuote } from './support/server-quote';
import { e2eRentMonths } from './support/rent-months';
import { apiToken, pullAll, pushApplied } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euros.format(cents / 100);

/** An 8×8 red PNG: what the office uploads as the logo. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oaGBFTEMLQkAgl1GAWqNFmsAAAAASUVORK5CYII=',
  'base64',
);

/**
 * The mail the server sent to `to`, read from its log outbox: without SMTP_URL the server writes
 * each mail as a JSON line in `${DATA_DIR}/mail.log` (the data directory playwright.config.ts gives it).
 */
async function mailTo(to: string): Promise<{ subject: string; text: string }> {
  const file = join(process.env.FITOUT_E2E_DATA_DIR ?? '', 'mail.log');
  let found: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
        found = lines.map((line) => JSON.parse(line) as typeof found).find((mail) => mail?.to === to);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`no mail to ${to}`);
  return found;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('the office creates a company client, customizes it and invites its administrator, who finds the onboarding and prices with the multiplier', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Maison Verte ${stamp}`;
  const email = `lea.roux+${stamp}@example.com`;
  const password = 'Nouveau-mot-2026!';
  const office = new ClientsPage(page, lng);

  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(demoUser('admin').email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  // The service worker's first install takes the page over; let it settle before filling forms.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  // The list, then "Add a client" with a VAT number of the wrong shape first.
  await page.goto('/admin/clients');
  await expect(office.heading(office.text('clients:list.title'))).toBeVisible();
  await expect(office.list).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await office.button('clients:list.add').click();
  await expect(office.heading(office.text('clients:form.add_title'))).toBeVisible();
  await office.fillClient({
    name,
    email: 'contact@maison-verte.test',
    phone: '+33 1 40 00 00 00',
    vatNumber: 'FR123',
    street: 'Rue des Lilas',
    number: '12',
    zipCode: '75011',
    city: 'Paris',
  });
  await office.button('clients:form.save').click();
  await office.expectFieldMessage('clients:fields.vatNumber', office.text('validation:vat_invalid'));
  await expectNoSeriousA11yViolations(page);
  await office.field('clients:fields.vatNumber').fill('FR 12 345678901');
  await office.button('clients:form.save').click();
  await expect(office.heading(name)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  const clientId = page.url().split('/').at(-1) ?? '';
  await expect(office.field('clients:fields.vatNumber')).toHaveValue('FR12345678901');
  await expectNoSeriousA11yViolations(page);

  // Customize: logo, two onboarding steps (the second moved first), multiplier 1.5.
  await office.link('clients:form.customize_link').click();
  await expect(office.heading(office.text('clients:customize.title', { name }))).toBeVisible();
  // Fluent's button (the first, the logo's) opens the browser's file chooser, and names the file chosen.
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: office.text('common:file.choose_picture') })
    .first()
    .click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await expect(
    page.getByRole('img', { name: office.text('clients:customize.logo_alt', { name }) }),
  ).toBeVisible();
  await expect(page.getByText('logo.png', { exact: true })).toBeVisible();
  await office.button('clients:customize.add_step').click();
  await office.field('clients:customize.step_name', { number: '1' }).fill('Choisissez vos meubles');
  await office.button('clients:customize.add_step').click();
  await office.field('clients:customize.step_name', { number: '2' }).fill('Bienvenue chez Maison Verte');
  await page
    .getByRole('textbox', { name: office.text('clients:customize.step_description', { number: '2' }) })
    .fill('Votre espace pour meubler vos appartements.');
  await office.button('clients:customize.move_up', { number: '2' }).click();
  await expect(office.field('clients:customize.step_name', { number: '1' })).toHaveValue(
    'Bienvenue chez Maison Verte',
  );
  await office.field('clients:customize.multiplier').fill('1,5');
  await expect(
    page.getByText(
      office.text('clients:customize.multiplier_example', { cost: money(100_000), price: money(150_000) }),
    ),
  ).toBeVisible();
  await office.button('clients:form.save').click();
  await expect(page.getByText(office.text('common:saved.sent'), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The team: invite the client's administrator.
  // The breadcrumb names the client in front of its id.
  await page
    .getByRole('link', { name: office.text('nav:breadcrumb_named', { name, id: clientId }), exact: true })
    .click();
  await office.link('clients:form.team_link').click();
  await expect(office.heading(office.text('team:title', { name }))).toBeVisible({ timeout: 30_000 });
  await office.invite({ first: 'Léa', last: 'Roux', email, role: office.text('team:roles.client.admin') });
  await expect(page.getByText(office.text('team:invite.sent', { email }))).toBeVisible();
  await expect(office.member(email)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  await office.invite({ first: 'Léa', last: 'Roux', email });
  await office.button('team:invite.send').click();
  await expect(
    office.inviteDialog.getByText(office.text('errors:team.already_member')).first(),
  ).toBeVisible();
  await office.inviteDialog.getByRole('button', { name: office.text('common:actions.cancel') }).click();

  // The invitation mail, opened in the invitee's own browser: choose a password, sign in.
  const mail = await mailTo(email);
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(new URL(link ?? '').pathname);
  await invitee.getByLabel(office.text('auth:fields.new_password'), { exact: true }).fill(password);
  await invitee.getByLabel(office.text('auth:fields.password_confirmation'), { exact: true }).fill(password);
  await invitee.getByRole('button', { name: office.text('auth:reset.submit') }).click();
  await expect(invitee.getByText(office.text('auth:reset.success'))).toBeVisible();
  const inviteeLogin = new LoginPage(invitee, lng);
  await inviteeLogin.goto();
  await inviteeLogin.login(email, password);
  await expect(invitee).toHaveURL(/\/projects$/);

  // The onboarding, in the office's order, and the client's logo in the menu.
  const list = new ProjectListPage(invitee, lng);
  await expect(list.onboarding).toBeVisible({ timeout: 30_000 });
  await expect(list.onboarding.getByRole('listitem')).toHaveCount(2);
  await expect(list.onboarding.getByRole('listitem').first()).toContainText('Bienvenue chez Maison Verte');
  await expect(list.onboarding.getByRole('listitem').last()).toContainText('Choisissez vos meubles');
  await expect(invitee.getByRole('navigation').getByRole('img', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);

  // A quote of the new client: its prices are the cost through 1.5.
  const inviteeToken = await tokenOf(request, email, password);
  const adminToken = await apiToken(request, demoUser('admin').email);
  const costs = rowsOf(await pullAll(request, adminToken), 'furniture');
  const [furniture] = rowsOf(
    await pullAll(request, inviteeToken),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  );
  if (!furniture) throw new Error('the new client sees no furniture');
  const cost = costs.find((row) => row.id === furniture.id);
  expect(furniture.priceInclVatCents).toBe(applyMultiplier(Number(cost?.priceInclVatCents), 1.5));
  const project = { id: uuidv7(), name: `Résidence ${stamp}` };
  const room = { id: uuidv7(), projectId: project.id, name: 'Salon', multiplier: 1 };
  await pushApplied(request, inviteeToken, [
    ['projectCreate', project],
    ['roomCreate', room],
    ['lineAdd', { id: uuidv7(), roomId: room.id, furnitureId: furniture.id, quantity: 1 }],
  ]);
  const { totals, project: stored, lines, rooms } = await serverQuote(request, adminToken, project.id);
  const atCost = quoteTotals({ ...stored, lines, rooms, clientMultiplier: 1, rentMonths: e2eRentMonths });
  expect(totals.total.inclVatCents).toBe(applyMultiplier(atCost.total.inclVatCents, 1.5));
  const quote = new QuotePage(invitee, lng);
  await quote.goto(project.id);
  await quote.expectShown();
  await expect(quote.total(money(totals.total.inclVatCents), 'vatIncluded')).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test("a referrer's admin invites an agent on /br/team, then deactivates it offline; the change syncs later", async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const email = `agent+${stamp}@example.com`;
  const name = `Hugo Petit${stamp}`;
  const team = new ClientsPage(page, lng);
  const login = new LoginPage(page, lng);
  // The deep link is carried through sign-in: the admin lands on its team page.
  await page.goto('/br/team');
  await expect(page).toHaveURL(/\/login/);
  await login.login(demoUser('br-admin').email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/br\/team$/);
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  await expect(team.member(demoUser('br-agent').email)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await team.invite({
    first: 'Hugo',
    last: `Petit${stamp}`,
    email,
    role: team.text('team:roles.referrer.agent'),
  });
  await expect(page.getByText(team.text('team:invite.sent', { email }))).toBeVisible();
  await expect(team.member(email)).toBeVisible({ timeout: 30_000 });

  // Offline: inviting says it needs the network; deactivating is a change queued on the device.
  await context.setOffline(true);
  await expect(team.button('team:invite.open')).toBeDisabled();
  await expect(page.getByText(team.text('team:invite.offline'))).toBeVisible();
  const active = page.getByRole('switch', { name: team.text('team:members.active_of', { name }) });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: team.text('team:members.active_of', { name }) }),
  ).not.toBeChecked({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  const admin = await apiToken(request, demoUser('admin').email);
  await expect
    .poll(
      async () => {
        const users = rowsOf(await pullAll(request, admin), 'users', (row) => row.email === email);
        return users[0]?.active;
      },
      { timeout: 30_000 },
    )
    .toBe(false);
});
