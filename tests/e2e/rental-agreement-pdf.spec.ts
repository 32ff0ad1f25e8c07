import { expect, test } from '@playwright/test';
import type { BusinessSettings } from '../../src/domain/entities/business-settings.schema';
import type { Client } from '../../src/domain/entities/client.schema';
import type { Project } from '../../src/domain/entities/project.schema';
import { loose } from '../support/pdf-text';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ProjectDetailPage } from './pages/project-detail-page';
import { isControlledByServiceWorker } from './support/browser-storage';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { downloadedPdf } from './support/pdf-download';
import { serverQuote } from './support/server-quote';
import { apiToken, pullAll, type PulledChange } from './support/sync-api';
import { t, type Language } from './support/translations';

const companyAdmin = demoUser('b2b-admin');

function rows<T>(changes: PulledChange[], entity: string): T[] {
  return changes.flatMap((change) => (change.entity === entity && change.data ? [change.data as T] : []));
}

function money(lng: Language, cents: number): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** What a reader must find in the agreement's PDF, in its language. */
function expectAgreement(
  text: string,
  lng: Language,
  expected: { business: string; client: string; monthlyInclVat: number; terms: string },
): void {
  const label = (key: string, values: Record<string, string> = {}) => t(lng, `projectDetail:${key}`, values);
  expect(text).toContain(label('agreement.pdf.title'));
  expect(text).toMatch(loose(`${label('agreement.lessor')} ${label('agreement.lessee')}`));
  expect(text).toContain(expected.business);
  expect(text).toContain(expected.client);
  const monthly = label('agreement.pdf.monthly', { vat: t(lng, 'common:vat.vatIncluded') });
  expect(text).toMatch(loose(`${monthly} ${money(lng, expected.monthlyInclVat)}`));
  // Every clause of the office's terms, in this language (each from its start: a long one wraps).
  for (const clause of expected.terms.split('\n')) expect(text).toMatch(loose(clause.slice(0, 50)));
  expect(text).toContain(label('agreement.pdf.signatures'));
  expect(text.match(new RegExp(label('agreement.pdf.signature'), 'g'))?.length ?? 0).toBeGreaterThanOrEqual(
    3,
  );
}

test('the rental agreement downloads as a PDF with the parties, the rent of the screen, the terms and both signature blocks, in French and English, and offline after a reload', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, companyAdmin.email);
  const changes = await pullAll(request, token);
  const project = rows<Project>(changes, 'projects').find(
    (candidate) => candidate.billingType === 'rent' && candidate.status === 'validated',
  );
  if (!project) throw new Error('the seed has no rented company project in preparation');
  const [client] = rows<Client>(changes, 'clients');
  const [business] = rows<BusinessSettings>(changes, 'businessSettings');
  if (!client || !business) throw new Error('the company admin pulls no client or business settings');
  // By the shared pricing code, as every screen prices it.
  const { totals } = await serverQuote(request, token, project.id);
  const monthlyInclVat = totals.monthly!.inclVatCents;
  const expected = (lng: Language) => ({
    business: business.name,
    client: client.name,
    monthlyInclVat,
    terms: business.rentalTerms[lng],
  });

  // The browser asks for French (playwright.config.ts).
  const login = new LoginPage(page, 'fr');
  await login.goto();
  await login.login(companyAdmin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const french = new ProjectDetailPage(page, 'fr');
  await french.goto(project.id);
  // The first sync may still be downloading when the screen opens.
  await expect(french.heading(project.name)).toBeVisible({ timeout: 30_000 });
  await french.selectTab('agreement');
  // The tab names the lessor as the document does, from the business settings.
  await expect(french.agreement).toContainText(business.name);
  await expect(french.agreement).toContainText(
    french.text('agreement.rent', {
      amount: `${money('fr', monthlyInclVat)} ${t('fr', 'common:vat.vatIncluded')}`,
    }),
  );
  const frenchDownload = await french.downloadAgreement();
  expect(frenchDownload.suggestedFilename()).toBe(french.text('agreement.file_name', { name: project.name }));
  expectAgreement((await downloadedPdf(frenchDownload)).text, 'fr', expected('fr'));

  await new AppShell(page, 'fr').chooseLanguage('en');
  const english = new ProjectDetailPage(page, 'en');
  await expect(english.tab('agreement')).toHaveAttribute('aria-selected', 'true');
  const englishDownload = await english.downloadAgreement();
  expect(englishDownload.suggestedFilename()).toBe(
    english.text('agreement.file_name', { name: project.name }),
  );
  const englishText = (await downloadedPdf(englishDownload)).text;
  expectAgreement(englishText, 'en', expected('en'));
  expect(englishText).not.toContain(t('fr', 'projectDetail:agreement.pdf.title'));

  // Offline, after a reload, the document is still made on the device.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(english.heading(project.name)).toBeVisible();
  await expect(english.tab('agreement')).toHaveAttribute('aria-selected', 'true');
  expectAgreement((await downloadedPdf(await english.downloadAgreement())).text, 'en', expected('en'));
  await context.setOffline(false);
});
