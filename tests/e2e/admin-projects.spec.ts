import { devices, expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { CatalogueModulePage } from './pages/catalogue-module';
import { InstallPage } from './pages/install-page';
import { ProjectPage } from './pages/projects-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker, queuedChanges } from './support/browser-storage';
import { demoUser } from './support/demo-users';
import { rowsOf, serverQuote } from './support/server-quote';
import { submitQuoteAsClient, type SubmittedQuote } from './support/submitted-quote';
import { apiToken, pullAll } from './support/sync-api';
import { dayText, typeDay } from './support/day-field';
import { t } from './support/translations';

const lng = 'fr';
const admin = demoUser('admin');
const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });

/** The project and its lines as the server holds them, pulled as the office. */
async function serverProject(request: APIRequestContext, projectId: string) {
  const changes = await pullAll(request, await apiToken(request, admin.email));
  const [project] = rowsOf(changes, 'projects', (row) => row.id === projectId);
  const lines = rowsOf(changes, 'purchaseOrderLines', (row) => row.projectId === projectId);
  return { project, lines };
}

test('the office finds a submitted quote by text, edits its general information (kept over a reload), changes a line and marks it quoted', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoList();
  await office.search(quote.name.split(' ').at(-1) ?? '');
  await expect(office.row(quote.name)).toBeVisible();
  await expect(office.list.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await office.row(quote.name).getByRole('link').click();
  await expect(office.heading(quote.name)).toBeVisible();

  // A submitted draft needs no operation number yet; quoting it (its next step) does, and says so.
  const missing = t(lng, 'adminProjects:actions.refused_missing', {
    fields: t(lng, 'adminProjects:general.operationNumber'),
  });
  await expect(office.primaryAction('markQuoted')).toBeDisabled();
  await expect(office.primaryAction('markQuoted')).toHaveAccessibleDescription(missing);
  await expect(page.getByText(missing, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await office.field('operationNumber').fill('OP-E2E-0042');
  await office.field('airtableLink').fill('https://airtable.com/e2e/0042');
  await office.field('note').fill('Code porte 1234');
  await office.save();
  await expect(office.saved).toBeVisible();
  await page.reload();
  await expect(office.field('operationNumber')).toHaveValue('OP-E2E-0042');
  await expect(office.field('note')).toHaveValue('Code porte 1234');

  // The quote step is the client's rooms editor: the office changes the line's quantity.
  await office.openStep('quote', 2);
  const rooms = new ProjectPage(page, lng);
  await rooms.selectRoom('Salon');
  await rooms.setQuantity(quote.furnitureName, 3);
  await expectNoSeriousA11yViolations(page);

  await office.primaryAction('markQuoted').click();
  await expect(office.status('quotation')).toBeVisible();
  await expect(office.moved('quotation', true)).toBeVisible();
  await office.openActionMenu();
  await expect(office.menuAction('actions.putInDraft')).toBeEnabled();

  await expect
    .poll(async () => {
      const { project, lines } = await serverProject(request, quote.id);
      return [project?.operationNumber, project?.status, lines.map((line) => line.quantity)];
    })
    .toEqual(['OP-E2E-0042', 'quotation', [3]]);
});

test('the office edits a project offline, reloads, and the change reaches the server after reconnection', async ({
  page,
  context,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  // The service worker must control the page for a reload without network to start the app.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await office.field('operationNumber').fill('OP-HORS-LIGNE');
  await office.field('airtableLink').fill('https://airtable.com/e2e/offline');
  await office.save();
  await expect(office.savedOnDevice).toBeVisible();
  await expect
    .poll(async () => (await queuedChanges(page)).map((change) => change.name))
    .toContain('projectUpdate');
  await page.reload();
  await expect(office.field('operationNumber')).toHaveValue('OP-HORS-LIGNE');
  // A move offline says where the project is now, and that the server does not have it yet.
  await office.primaryAction('markQuoted').click();
  await expect(office.moved('quotation', false)).toBeVisible();

  await context.setOffline(false);
  await expect(office.moved('quotation', true)).toBeVisible();
  await expect
    .poll(async () => {
      const { project } = await serverProject(request, quote.id);
      return [project?.operationNumber, project?.status];
    })
    .toEqual(['OP-HORS-LIGNE', 'quotation']);
});

test('on a phone the list, the editor, its debug page and the client view fit 390 px and pass axe', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoList();
  await office.search(quote.name);
  await expect(office.row(quote.name)).toBeVisible();
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);

  for (const step of ['general', 'quote', 'availability', 'order'] as const) {
    await office.gotoEditor(quote.id, step);
    await expect(office.heading(quote.name)).toBeVisible();
    await office.expectFits(390);
    await expectNoSeriousA11yViolations(page);
  }

  await page.goto(`/admin/projects/${quote.id}/debug`);
  await expect(page.getByText(quote.lineId).first()).toBeVisible();
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/projects/${quote.id}/client-view`);
  await expect(page.getByText(t(lng, 'adminProjects:client_view.notice'))).toBeVisible();
  await expect(office.heading(quote.name)).toBeVisible();
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);
});

test('the office validates an accepted quote normally: its purchase order and verification intervention exist, putting it back in draft is no longer offered and deleting it is refused with its reason', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.numberOperation();
  await office.primaryAction('markQuoted').click();
  await office.primaryAction('acceptQuote').click();
  await expect(office.status('validation')).toBeVisible();

  await office.primaryAction('validate').click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'adminProjects:validate.title') });
  await expect(
    dialog.getByRole('radio', { name: t(lng, 'adminProjects:validate.modes.normal') }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:validate.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(office.status('validated')).toBeVisible();

  // An ordered project does not go back to draft: the menu no longer offers it. Deleting stays,
  // disabled, with why in the user's language, said in the menu where it is asked for.
  await office.openActionMenu();
  await expect(office.menuAction('office.regeneratePurchaseOrder')).toBeEnabled();
  await expect(office.menuAction('actions.putInDraft')).toHaveCount(0);
  await expect(office.menuAction('actions.delete')).toBeDisabled();
  await expect(office.menuAction('actions.delete')).toHaveAccessibleDescription(
    t(lng, 'errors:project.ordered'),
  );
  await page.keyboard.press('Escape');
  await expect(office.actionMenu).toBeHidden();

  await office.openStep('order', 4);
  await expect(page.getByRole('status').filter({ hasText: /^Version 1 / })).toBeVisible();
  await expect(page.getByText(quote.furnitureName).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/verifications');
  await expect(page.getByRole('link', { name: quote.name })).toBeVisible();

  await expect
    .poll(async () => {
      const changes = await pullAll(request, await apiToken(request, admin.email));
      const ofProject = (row: Record<string, unknown>) => row.projectId === quote.id;
      return [
        rowsOf(changes, 'purchaseOrders', ofProject).map((order) => order.number),
        rowsOf(changes, 'interventions', ofProject).length,
        rowsOf(changes, 'verificationCards', ofProject).length,
      ];
    })
    .toEqual([[1], 1, 1]);
});

test('switching to rent shows the monthly price and back to buy removes it; a duplicate opens as a new project with the same lines', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  const monthly = page.getByText(/^Loyer mensuel/);
  await expect(page.getByText(t(lng, 'common:billing_type.buy'), { exact: true })).toBeVisible();

  await office.runFromMenu('office.toggleBilling');
  await expect(page.getByText(t(lng, 'common:billing_type.rent'), { exact: true })).toBeVisible();
  await expect(monthly).toBeVisible();
  await office.runFromMenu('office.toggleBilling');
  await expect(page.getByText(t(lng, 'common:billing_type.buy'), { exact: true })).toBeVisible();
  await expect(monthly).toBeHidden();

  await office.runFromMenu('office.duplicate');
  await expect(page).not.toHaveURL(new RegExp(quote.id));
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
  // The copy's name says it is a copy (an Airtable card keyed by the original is never overwritten).
  await expect(office.heading(t(lng, 'adminProjects:office.copy_name', { name: quote.name }))).toBeVisible();
  await office.openStep('quote', 2);
  await expect(
    page
      .getByRole('table', { name: t(lng, 'adminProjects:quote.office_title') })
      .getByText(quote.furnitureName),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** A client's submitted quote (rooms as submitQuoteAsClient makes them), validated normally by the office in its editor. */
async function validatedQuote(
  page: Page,
  request: APIRequestContext,
  roomNames?: readonly string[],
): Promise<{ quote: SubmittedQuote; office: AdminProjectsPage }> {
  const quote = await submitQuoteAsClient(request, { roomNames });
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.validate();
  return { quote, office };
}

/** Opens the availability step and the dialog that manages the furniture's line. */
async function openAvailabilityDialog(office: AdminProjectsPage, furnitureName: string): Promise<Locator> {
  await office.openStep('availability', 3);
  return office.openUnavailability(furnitureName);
}

/** The quantity cell of the furniture's row in the given table. */
function quantityCell(table: Locator, furnitureName: string, quantity: number): Locator {
  return table
    .getByRole('row')
    .filter({ hasText: furnitureName })
    .getByRole('cell', { name: String(quantity), exact: true });
}

test('a line reduced in the availability step is ordered reduced in the regenerated version 2, version 1 keeps the quoted quantity, and a copy of the quote starts from the quoted quantity', async ({
  page,
  request,
}) => {
  const { quote, office } = await validatedQuote(page, request);

  const dialog = await openAvailabilityDialog(office, quote.furnitureName);
  // Reducing to the quoted quantity is no reduction: refused on the spot, in the user's language.
  await dialog.getByRole('radio', { name: t(lng, 'adminProjects:availability.changes.reduce') }).check();
  const quantity = dialog.getByRole('spinbutton', {
    name: t(lng, 'adminProjects:availability.dialog.quantity'),
  });
  await quantity.fill('2');
  await quantity.press('Tab');
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:availability.dialog.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    t(lng, 'adminProjects:availability.dialog.not_a_reduction'),
  );
  await expectNoSeriousA11yViolations(page);
  await quantity.fill('1');
  await quantity.press('Tab');
  // Handling the stock by hand needs the office's certification.
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:availability.dialog.submit') }).click();
  await expect(dialog.getByText(t(lng, 'errors:purchase_order.certification_required'))).toBeVisible();
  await dialog.getByRole('checkbox', { name: t(lng, 'adminProjects:availability.dialog.certify') }).check();
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:availability.dialog.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(t(lng, 'adminProjects:availability.reduced_to_one', { count: '1' })),
  ).toBeVisible();

  await office.runFromMenu('office.regeneratePurchaseOrder');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t(lng, 'adminProjects:office.regeneratePurchaseOrder') })
    .click();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  await office.openStep('order', 4);
  await expect(page.getByRole('status').filter({ hasText: /^Version 2 / })).toBeVisible();
  const version = (number: number) =>
    page.getByRole('table', {
      name: t(lng, 'adminProjects:order.by_item_label', { number: String(number) }),
    });
  await expect(quantityCell(version(2), quote.furnitureName, 1)).toBeVisible();
  const history = page.getByRole('combobox', { name: t(lng, 'adminProjects:order.history') });
  const first = await history.locator('option', { hasText: /^Version 1 / }).getAttribute('value');
  await history.selectOption(first ?? '');
  await expect(quantityCell(version(1), quote.furnitureName, 2)).toBeVisible();

  await office.runFromMenu('office.copyQuote');
  await expect(page).not.toHaveURL(new RegExp(quote.id));
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
  await expect(office.status('draft')).toBeVisible();
  await office.openStep('quote', 2);
  await expect(
    quantityCell(
      page.getByRole('table', { name: t(lng, 'adminProjects:quote.office_title') }),
      quote.furnitureName,
      2,
    ),
  ).toBeVisible();
  await office.openStep('availability', 3);
  await expect(page.getByRole('table', { name: t(lng, 'adminProjects:availability.label') })).toBeVisible();
  await expect(page.getByText(t(lng, 'adminProjects:availability.changes.reduce'))).toHaveCount(0);
});

test('a complementary project of a validated one opens as a new draft linked to its parent', async ({
  page,
  request,
}) => {
  const { quote, office } = await validatedQuote(page, request);

  await office.runFromMenu('office.createComplementary');
  const dialog = page.getByRole('dialog', { name: t(lng, 'adminProjects:office.createComplementary') });
  const name = t(lng, 'adminProjects:office.complementary_default', { name: quote.name });
  await expect(
    dialog.getByRole('textbox', { name: t(lng, 'adminProjects:office.complementary_name') }),
  ).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:office.complementary_submit') }).click();

  await expect(page).not.toHaveURL(new RegExp(quote.id));
  await expect(office.heading(name)).toBeVisible();
  await expect(office.status('draft')).toBeVisible();
  await expect(
    page
      .getByRole('combobox', { name: t(lng, 'adminProjects:general.parentProjectId') })
      .locator('option:checked'),
  ).toHaveText(quote.name);
});

test('the office sets a line’s price, VAT and notes in the quote step, a refused entry explained next to its field; kept over a reload, and the final price follows', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id, 'quote');
  await expect(office.heading(quote.name)).toBeVisible();
  const price = office.lineField('price_of', quote.furnitureName);
  const vat = office.lineField('vat_of', quote.furnitureName);
  const notes = office.lineField('notes_of', quote.furnitureName);
  const priceInvalid = page.getByText(t(lng, 'adminProjects:quote.price_invalid'));
  const vatInvalid = page.getByText(t(lng, 'adminProjects:quote.vat_invalid'));

  await price.fill('douze euros');
  await price.press('Enter');
  await expect(priceInvalid).toBeVisible();
  await vat.fill('150');
  await vat.press('Tab');
  await expect(vatInvalid).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await price.fill('100,00');
  await price.press('Enter');
  await expect(priceInvalid).toBeHidden();
  await vat.fill('10');
  await vat.press('Enter');
  await expect(vatInvalid).toBeHidden();
  await notes.fill('Livrer le matin');
  await notes.press('Tab');

  // Saved once the server has it; then a reload shows what is stored.
  const token = await apiToken(request, admin.email);
  await expect
    .poll(async () =>
      (await serverQuote(request, token, quote.id)).lines.map((line) => [
        line.unitPriceCents,
        line.vatRateBp,
        line.notes,
      ]),
    )
    .toEqual([[10_000, 1000, 'Livrer le matin']]);
  await page.reload();
  await expect(price).toHaveValue('100.00');
  await expect(vat).toHaveValue('10');
  await expect(notes).toHaveValue('Livrer le matin');

  // Two items at 100.00 € through the client's multiplier, 10 % VAT: the shared pricing's total.
  const { totals } = await serverQuote(request, token, quote.id);
  expect(totals.total.vatCents * 10).toBe(totals.total.exclVatCents);
  await office.openStep('general', 1);
  await expect(
    page.getByText(
      t(lng, 'adminProjects:general.final_price', {
        excl: euros.format(totals.total.exclVatCents / 100),
        incl: euros.format(totals.total.inclVatCents / 100),
      }),
    ),
  ).toBeVisible();
});

test('transforming a project into a parent module makes one submodule per room, named after it, listed in the parent', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request, { roomNames: ['Salon', 'Chambre'] });
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.runFromMenu('office.toParentModule');
  await expect(page.getByText(t(lng, 'adminProjects:office.module_made'))).toBeVisible();
  await page.getByRole('link', { name: t(lng, 'adminProjects:office.open_module') }).click();
  await expect(page).toHaveURL(/\/admin\/furniture-modules\/[0-9a-f-]{36}$/);
  const moduleId = new URL(page.url()).pathname.split('/').at(-1);

  const parent = new CatalogueModulePage(page, lng);
  await expect(parent.name).toHaveValue(quote.name);
  await expect(parent.line('Salon')).toBeVisible();
  await expect(parent.line('Chambre')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expect
    .poll(async () => {
      const changes = await pullAll(request, await apiToken(request, admin.email));
      return rowsOf(changes, 'furnitureModules', (row) => row.parentModuleId === moduleId)
        .map((row) => [row.name, (row.contentLines as unknown[]).length])
        .sort();
    })
    .toEqual([
      ['Chambre', 1],
      ['Salon', 1],
    ]);
});

test('after a real validation the office makes an installer link; the installer checks every line offline, kept over reloads, and the office sees every line done', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { quote } = await validatedQuote(page, request, ['Salon', 'Chambre']);

  await page.goto('/admin/verifications');
  await page.getByRole('link', { name: quote.name }).click();
  await page.getByRole('button', { name: t(lng, 'interventions:links.generate') }).click();
  const link = page.getByRole('textbox', { name: t(lng, 'interventions:links.new_link') });
  await expect(link).toHaveValue(/\/install\//);
  const installPath = new URL(await link.inputValue()).pathname;
  // The order's list of links, which only the server knows, is read again and shows the new one.
  const links = page.getByRole('list', { name: t(lng, 'interventions:links.list') }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText(t(lng, 'interventions:links.status.active'));

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  const installer = new InstallPage(await phone.newPage());
  await installer.open(installPath);
  await expect(installer.readyMessage(2)).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => installer.page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await phone.setOffline(true);
  // Each reload waits for the line's "Pending": its change stored on the phone, not only drawn.
  await installer.check('Salon', 1);
  await expect(installer.line('Salon', 1).getByText('Pending', { exact: true })).toBeVisible();
  await installer.page.reload();
  await expect(installer.linesLeft()).toHaveText('1 line left of 2');
  await installer.check('Chambre', 1);
  await expect(installer.line('Chambre', 1).getByText('Pending', { exact: true })).toBeVisible();
  await installer.page.reload();
  await expect(installer.linesLeft()).toHaveText('0 lines left of 2');

  await phone.setOffline(false);
  await expect(installer.page.getByText('All changes sent')).toBeVisible({ timeout: 30_000 });
  await phone.close();

  await page.goto(`/admin/verifications/${quote.id}`);
  await expect(
    page.getByText(t(lng, 'interventions:detail.done_count_other', { done: '2', count: '2' })),
  ).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const changes = await pullAll(request, await apiToken(request, admin.email));
      return rowsOf(changes, 'verificationCards', (row) => row.projectId === quote.id).map(
        (card) => card.checked,
      );
    })
    .toEqual([true, true]);
});

test('a line replaced in the availability step names its replacement', async ({ page, request }) => {
  const { quote, office } = await validatedQuote(page, request);

  const dialog = await openAvailabilityDialog(office, quote.furnitureName);
  await dialog.getByRole('radio', { name: t(lng, 'adminProjects:availability.changes.replace') }).check();
  await dialog
    .getByRole('radiogroup', { name: t(lng, 'adminProjects:availability.dialog.furniture') })
    .getByRole('radio')
    .first()
    .check();
  await dialog.getByRole('checkbox', { name: t(lng, 'adminProjects:availability.dialog.certify') }).check();
  await dialog.getByRole('button', { name: t(lng, 'adminProjects:availability.dialog.submit') }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await serverProject(request, quote.id)).lines[0]?.unavailability)
    .toMatchObject({ change: 'replace' });
  const changes = await pullAll(request, await apiToken(request, admin.email));
  const [line] = rowsOf(changes, 'purchaseOrderLines', (row) => row.id === quote.lineId);
  const { furnitureId } = line?.unavailability as { furnitureId: string };
  const [replacement] = rowsOf(changes, 'furniture', (row) => row.id === furnitureId);
  await expect(
    page.getByText(t(lng, 'adminProjects:availability.replaced_by', { name: String(replacement?.name) }), {
      exact: true,
    }),
  ).toBeVisible();
});

test('a refused General information save keeps the typed dates, over a look at another step, until saved', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();

  await typeDay(office.dateField('start'), lng, '2026-09-14');
  await typeDay(office.dateField('end'), lng, '2026-09-18');
  await office.field('name').fill('');
  await office.save();
  await expect(office.saveError).toBeVisible();
  await expect(office.dateField('start')).toHaveValue(dayText(lng, '2026-09-14'));
  await expect(office.dateField('end')).toHaveValue(dayText(lng, '2026-09-18'));

  await office.openStep('quote', 2);
  await office.openStep('general', 1);
  await expect(office.dateField('start')).toHaveValue(dayText(lng, '2026-09-14'));
  await expect(office.dateField('end')).toHaveValue(dayText(lng, '2026-09-18'));
  await expect(office.field('name')).toHaveValue('');

  await office.field('name').fill(quote.name);
  await office.save();
  await expect(office.saved).toBeVisible();
  await page.reload();
  await expect(office.dateField('start')).toHaveValue(dayText(lng, '2026-09-14'), { timeout: 30_000 });
  await expect(office.dateField('end')).toHaveValue(dayText(lng, '2026-09-18'));
});

test('"Mark as installed" with lines still to install warns and names them before moving', async ({
  page,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.validate();

  await office.primaryAction('complete').click();
  const dialog = page.getByRole('alertdialog', {
    name: t(lng, 'adminProjects:actions.complete_title', { name: quote.name }),
  });
  await expect(dialog).toContainText(
    t(lng, 'adminProjects:actions.complete_remaining', { items: quote.furnitureName }),
  );
  await dialog.getByRole('button', { name: t(lng, 'common:actions.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(office.status('validated')).toBeVisible();
});

test('a duplicate has no operation number and a name saying it is a copy', async ({ page, request }) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.numberOperation();

  await office.runFromMenu('office.duplicate');
  const copyName = t(lng, 'adminProjects:office.copy_name', { name: quote.name });
  await expect(office.heading(copyName)).toBeVisible();
  expect(new URL(page.url()).pathname).not.toContain(quote.id);
  await expect(office.field('operationNumber')).toHaveValue('');
  await expect(office.field('airtableLink')).toHaveValue('');
});
