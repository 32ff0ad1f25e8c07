import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { QuotePage } from './pages/quote-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { t } from './support/translations';
import { rowsOf, serverQuote, type Row } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const agent = demoUser('b2b-agent');
const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euros.format(cents / 100);

/**
 * A draft of the company's agent with a house size, one room counted twice, an item with a
 * technical-constraint warning and one without, pushed as a browser would.
 */
async function createQuotableDraft(request: APIRequestContext, token: string, withSize = true) {
  const furniture = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  );
  const warned = furniture.find((row) => row.warningFr !== '');
  const plain = furniture.find((row) => row.warningFr === '');
  if (!warned || !plain) throw new Error('the seed has no furniture with and without a warning');
  const project = { id: uuidv7(), name: `Résidence devis ${Date.now()}` };
  const room = { id: uuidv7(), projectId: project.id, name: 'Suite', multiplier: 2 };
  const args = [
    ['projectCreate', project],
    ...(withSize ? ([['projectUpdate', { id: project.id, patch: { projectType: 'T3' } }]] as const) : []),
    ['roomCreate', room],
    ['lineAdd', { id: uuidv7(), roomId: room.id, furnitureId: warned.id, quantity: 2 }],
    ['lineAdd', { id: uuidv7(), roomId: room.id, furnitureId: plain.id, quantity: 1 }],
  ] as const;
  await pushApplied(request, token, args);
  const name = (row: Row) => String(row.clientName || row.name);
  return { project, room, warned: name(warned), plain: name(plain), warning: String(warned.warningFr) };
}

async function openQuote(page: Page, projectId: string): Promise<QuotePage> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(agent.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const quote = new QuotePage(page, lng);
  await quote.goto(projectId);
  await quote.expectShown();
  return quote;
}

test('a client previews its quote, downloads it (named in French) and submits it offline; the server gets it once', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, agent.email);
  const draft = await createQuotableDraft(request, token);
  const { totals } = await serverQuote(request, token, draft.project.id);
  const quote = await openQuote(page, draft.project.id);

  await expect(quote.roomTab(draft.room.name, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(quote.line(draft.room.name, draft.warned)).toBeVisible();
  await expect(quote.line(draft.room.name, draft.plain)).toBeVisible();
  await expect(quote.total(money(totals.total.inclVatCents), 'vatIncluded')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await quote.vatSwitch.click();
  await expect(quote.total(money(totals.total.exclVatCents), 'vatExcluded')).toBeVisible();
  await expect(quote.total(money(totals.total.inclVatCents), 'vatIncluded')).toBeHidden();

  // From here on, offline: the PDF is made on the device, its layout's chunks from the service worker
  // when the screen has not loaded them yet. It must control the page for that, and for the reload
  // below to start the app without network.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  const download = await quote.download();
  // In the reader's language: a French quote is a "devis".
  expect(download.suggestedFilename()).toBe(`devis-${draft.project.name}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await quote.openSubmitDialog();
  await expect(quote.summary(t(lng, 'quote:submit.rooms'))).toHaveText('1');
  await expect(quote.summary(t(lng, 'quote:submit.lines'))).toHaveText('2');
  const totalTerm = t(lng, 'quote:submit.total', { vat: t(lng, 'common:vat.vatExcluded') });
  const shownTotal = await quote.summary(totalTerm).innerText();
  expect(shownTotal).toBe(money(totals.total.exclVatCents));
  await expect(quote.dialog.getByText(draft.warning, { exact: true })).toBeVisible();
  await expect(quote.confirm).toBeDisabled();
  await expect(quote.dialog.getByText(t(lng, 'quote:submit.ack_required'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await quote.acknowledge.check();
  await expect(quote.confirm).toBeEnabled();
  await quote.confirm.click();
  await expect(quote.thanks('waiting')).toBeVisible();
  await expect(page.getByRole('link', { name: t(lng, 'quote:thanks.follow') })).toHaveAttribute(
    'href',
    `/projects/detail/${draft.project.id}`,
  );

  await page.reload();
  await expect(quote.thanks('waiting')).toBeVisible({ timeout: 30_000 });

  await context.setOffline(false);
  await expect(quote.thanks('sent')).toBeVisible({ timeout: 30_000 });
  const admin = await apiToken(request, demoUser('admin').email);
  const held = await serverQuote(request, admin, draft.project.id);
  expect(held.project.clientStatus).toBe('done');
  expect(held.project.submittedAt).not.toBeNull();
  expect(money(held.totals.total.exclVatCents)).toBe(shownTotal);
});

test('a submission without a house size says so and links to the delivery step; the quote fits a phone', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, agent.email);
  const draft = await createQuotableDraft(request, token, false);
  await page.setViewportSize({ width: 390, height: 844 });
  const quote = await openQuote(page, draft.project.id);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await quote.openSubmitDialog();
  await quote.acknowledge.check();
  await quote.confirm.click();
  await expect(quote.dialog.getByRole('alert')).toContainText(t(lng, 'errors:project.size_required'));
  await expectNoSeriousA11yViolations(page);
  await quote.dialog.getByRole('link', { name: t(lng, 'quote:submit.size_link') }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${draft.project.id}\\?step=delivery$`));
  const { project } = await serverQuote(request, token, draft.project.id);
  expect(project.clientStatus).toBe('draft');
});
