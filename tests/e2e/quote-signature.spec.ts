import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import type { QuoteSnapshot } from '../../src/domain/quotes/quote-snapshot.schema';
import { quoteSnapshotHash } from '../../src/domain/quotes/snapshot-hash';
import { LoginPage } from './pages/login-page';
import { downloadedPdf } from './support/pdf-download';
import { ProjectDetailPage } from './pages/project-detail-page';
import { SignQuoteDialog } from './pages/sign-quote-dialog';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { loose, pdfLines } from '../support/pdf-text';
import { rowsOf } from './support/server-quote';
import { t, type Language } from './support/translations';
import { apiToken, pullAll, pushApplied } from './support/sync-api';

const client = demoUser('b2c');
const admin = demoUser('admin');

/** A project of the b2c client with one room of one item, submitted and quoted by the office. */
async function quotedProject(request: APIRequestContext, billingType: 'buy' | 'rent' = 'buy') {
  const token = await apiToken(request, client.email);
  const [furniture] = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) =>
      row.isDisabled === false && row.archived === false && row.warningFr === '' && row.warningEn === '',
  );
  if (!furniture) throw new Error('the seed has no furniture the b2c client may choose');
  const project = { id: uuidv7(), name: `Devis signé ${Date.now()}` };
  const roomId = uuidv7();
  const lineId = uuidv7();
  await pushApplied(request, token, [
    ['projectCreate', project],
    ['projectUpdate', { id: project.id, patch: { projectType: 'T2', billingType } }],
    ['roomCreate', { id: roomId, projectId: project.id, name: 'Séjour', multiplier: 1 }],
    ['lineAdd', { id: lineId, roomId, furnitureId: furniture.id, quantity: 2 }],
    ['projectTransition', { id: project.id, action: 'submit', acknowledgedWarnings: true }],
  ]);
  const office = await apiToken(request, admin.email);
  await pushApplied(request, office, [
    ['projectUpdate', { id: project.id, patch: { operationNumber: 'OP-2026-0031' } }],
    ['projectTransition', { id: project.id, action: 'markQuoted' }],
  ]);
  return { ...project, lineId, office };
}

/** The client's follow-up in `lng`, signed in, controlled by the service worker (so it works offline). */
async function followUp(browser: Browser, lng: Language, projectId: string, name: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: lng === 'en' ? 'en-US' : 'fr-FR',
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(client.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const screen = new ProjectDetailPage(page, lng);
  await screen.goto(projectId);
  await expect(screen.heading(name)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  return { context, page, screen, sign: new SignQuoteDialog(page, lng) };
}

/** The signed quotes of a project the office pulls. */
async function officeAcceptances(request: APIRequestContext, token: string, projectId: string) {
  return rowsOf(await pullAll(request, token), 'quoteAcceptances', (row) => row.projectId === projectId);
}

function acceptedText(page: Page, lng: Language, pending: boolean) {
  const key = pending ? 'sign.accepted_pending' : 'sign.accepted';
  const pattern = t(lng, `projectDetail:${key}`, { date: '{{date}}', name: 'Camille Martin' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{\\{date\\}\\}', '.+');
  return page.getByText(new RegExp(pattern));
}

test('offline, the b2c client signs its quote; after a reload it still shows, and once online the office sees the same signed version', async ({
  browser,
  request,
}) => {
  const lng = 'fr';
  const project = await quotedProject(request);
  const { context, page, screen, sign } = await followUp(browser, lng, project.id, project.name);
  await expect(page.getByText(/^Devis Q-\d{4}-\d{4}\.$/)).toBeVisible();

  await context.setOffline(true);
  await sign.openButton.click();
  await expect(sign.dialog).toBeVisible();
  await expect(sign.dialog).toContainText(/Q-\d{4}-\d{4}/);
  await expectNoSeriousA11yViolations(page);
  // Both are required: the name alone is refused, next to the pad.
  await sign.dialog.getByRole('textbox', { name: sign.text('sign.name') }).fill('Camille Martin');
  await sign.dialog.getByRole('button', { name: sign.text('sign.submit'), exact: true }).click();
  await expect(sign.dialog.getByText(t(lng, 'validation:signature_required'))).toBeVisible();
  await sign.sign('Camille Martin');

  await expect(acceptedText(page, lng, true)).toBeVisible();
  await expect(sign.openButton).toHaveCount(0);
  // Read before the reload: Chromium's offline emulation does not hold for the requests of a worker
  // whose page is navigating away. Seen: the sync worker's retry fired during page.reload() and its
  // push reached the server, unseen by Playwright (3 runs in 12); a cut network sends nothing.
  expect(await officeAcceptances(request, project.office, project.id)).toEqual([]);
  await page.reload();
  await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });
  await expect(acceptedText(page, lng, true)).toBeVisible();

  await context.setOffline(false);
  await expect(acceptedText(page, lng, false)).toBeVisible({ timeout: 30_000 });
  const acceptances = await officeAcceptances(request, project.office, project.id);
  expect(acceptances).toHaveLength(1);
  const [kept] = acceptances;
  expect(kept).toMatchObject({
    signerName: 'Camille Martin',
    signaturePng: expect.stringMatching(/^data:image\/png;base64,/),
  });
  const hash = String(kept!.hash);
  expect(hash).toBe(await quoteSnapshotHash(kept!.snapshot as QuoteSnapshot));

  // The office's editor shows the signed version with that hash and the drawn signature.
  const office = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const officePage = await office.newPage();
  const officeLogin = new LoginPage(officePage, 'en');
  await officeLogin.goto();
  await officeLogin.login(admin.email, DEMO_PASSWORD);
  await expect(officePage).not.toHaveURL(/\/login/);
  await officePage.goto(`/admin/projects/${project.id}?step=quote`);
  const signed = officePage.getByRole('region', { name: t('en', 'adminProjects:signed.title') });
  await expect(signed).toBeVisible({ timeout: 30_000 });
  await expect(signed.getByText(hash, { exact: true })).toBeVisible();
  await expect(
    signed.getByRole('img', {
      name: t('en', 'adminProjects:signed.signature_alt', { name: 'Camille Martin' }),
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(officePage);
  await office.close();

  // The signed PDF, downloaded from the follow-up screen: its number, and the hash the office sees.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(lng, 'quote:download.label') }).click();
  const file = test.info().outputPath('signed-quote.pdf');
  await (await downloading).saveAs(file);
  const printed = pdfLines(file).join('\n');
  expect(printed).toContain(String((kept!.snapshot as QuoteSnapshot).quoteNumber));
  expect(printed).toContain('Camille Martin');
  // A long hash may wrap over two printed lines.
  expect(printed.replace(/\s/g, '')).toContain(hash);
  await context.close();
});

test('a signature made offline on a quote the office changed meanwhile is refused, and the client is told what changed, in English', async ({
  browser,
  request,
}) => {
  const lng = 'en';
  const project = await quotedProject(request);
  const { context, page, sign } = await followUp(browser, lng, project.id, project.name);
  await context.setOffline(true);
  await sign.openButton.click();
  await sign.sign('Camille Martin');
  await expect(acceptedText(page, lng, true)).toBeVisible();

  // Meanwhile the office changes the line's quantity.
  await pushApplied(request, project.office, [['lineUpdateQuantity', { id: project.lineId, quantity: 5 }]]);
  await context.setOffline(false);

  const forms = ['one', 'other'].map((form) =>
    t(lng, `sync:rejected.open_${form}`, { count: '{{count}}' }).replace('{{count}}', String.raw`\d+`),
  );
  const open = page.getByRole('button', { name: new RegExp(`^(?:${forms.join('|')})$`) });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.click();
  const list = page.getByRole('dialog', { name: t(lng, 'sync:rejected.title') });
  await expect(list).toContainText(t(lng, 'errors:quote.changed'));
  await expect(list).toContainText(
    t(lng, 'sync:quote_changes.quantity', { room: 'Séjour', signed: '2', current: '5' }),
  );
  await expectNoSeriousA11yViolations(page);
  await list.getByRole('button', { name: t(lng, 'common:actions.close') }).click();
  // The quote is still to accept: the client signs the new version.
  await expect(acceptedText(page, lng, true)).toHaveCount(0);
  await expect(sign.openButton).toBeVisible({ timeout: 30_000 });
  expect(await officeAcceptances(request, project.office, project.id)).toEqual([]);
  await context.close();
});

test('offline, signing a rented quote signs its rental agreement: the agreement prints the signer, the date and the quote’s fingerprint', async ({
  browser,
  request,
}) => {
  const lng = 'en';
  const project = await quotedProject(request, 'rent');
  const { context, page, screen, sign } = await followUp(browser, lng, project.id, project.name);
  await context.setOffline(true);
  // Before the signature, the lessee's block is left to fill by hand.
  await screen.selectTab('agreement');
  const unsigned = (await downloadedPdf(await screen.downloadAgreement())).text;
  expect(unsigned).toMatch(loose(screen.text('agreement.pdf.signatures_intro')));
  const fingerprint = loose(screen.text('agreement.pdf.hash', { hash: '' }).trim());
  expect(unsigned).not.toMatch(fingerprint);

  await sign.openButton.click();
  await expect(sign.dialog).toContainText(sign.text('sign.text_rental'));
  await sign.sign('Camille Martin');
  await expect(acceptedText(page, lng, true)).toBeVisible();
  const signed = (await downloadedPdf(await screen.downloadAgreement())).text;
  expect(signed).toMatch(loose(screen.text('agreement.pdf.signatures_intro_signed')));
  expect(signed).toMatch(loose(`${screen.text('agreement.pdf.name')} Camille Martin`));
  expect(signed).toMatch(fingerprint);

  // Once online the server keeps the signature: the agreement's fingerprint is the kept quote's.
  await context.setOffline(false);
  await expect(acceptedText(page, lng, false)).toBeVisible({ timeout: 30_000 });
  const [kept] = await officeAcceptances(request, project.office, project.id);
  const printed = (await downloadedPdf(await screen.downloadAgreement())).text;
  expect(printed.replace(/\s/g, '')).toContain(String(kept!.hash));
  await context.close();
});
