import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { asWord, countOf, englishOnly, loose } from '../support/pdf-text';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { QuotePage } from './pages/quote-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { draftQuote } from './support/drafted-quote';
import { downloadedPdf } from './support/pdf-download';
import { serverQuote } from './support/server-quote';
import { apiToken } from './support/sync-api';
import { t, type Language } from './support/translations';

const agent = demoUser('b2b-agent');
const euros = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euros.format(cents / 100);

/** The quote PDF's own labels in a language, from the app's translation file. */
function pdfLabels(lng: Language): Record<string, string> {
  const file = join(import.meta.dirname, '..', '..', 'public', 'locales', lng, 'quote.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { pdf: Record<string, string> }).pdf;
}

/** The column titles of a bought quote with VAT, apart on one line of their own: none runs into the next. */
function titlesLine(lng: Language): RegExp {
  const vat = t(lng, 'common:vat.vatIncluded');
  const titles = [
    t(lng, 'quote:lines.item'),
    t(lng, 'quote:lines.quantity'),
    t(lng, 'quote:pdf.unit', { vat }),
    t(lng, 'quote:pdf.total', { vat }),
  ];
  return new RegExp(`^\\s*${titles.map((title) => loose(title).source).join('\\s{2,}')}\\s*$`, 'gm');
}

test('a quote of 20 rooms × 50 lines downloads whole: every line, the business, the totals of the screen, column titles apart on each page; the French PDF has no English label', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, agent.email);
  const draft = await draftQuote(request, token, {
    rooms: 20,
    perRoom: 50,
    name: `Résidence 20 × 50 ${Date.now()}`,
  });
  const { totals } = await serverQuote(request, token, draft.id);
  const login = new LoginPage(page, 'fr');
  await login.goto();
  await login.login(agent.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const quote = new QuotePage(page, 'fr');
  await quote.goto(draft.id);
  await quote.expectShown();
  const incl = money(totals.total.inclVatCents);
  await expect(quote.total(incl, 'vatIncluded')).toBeVisible();

  const { text, info } = await downloadedPdf(await quote.download());
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  expect(pages).toBeGreaterThan(20);
  for (const line of ['Maison Ébène Aménagement', '12 rue des Ébénistes', 'N° TVA FR32812345678'])
    expect(text).toContain(line);
  const totalLabel = (vat: 'vatIncluded' | 'vatExcluded') =>
    t('fr', 'quote:totals.pdf_total', { vat: t('fr', `common:vat.${vat}`) });
  expect(text).toMatch(loose(`${totalLabel('vatIncluded')} ${incl}`));
  expect(text).toMatch(loose(`${totalLabel('vatExcluded')} ${money(totals.total.exclVatCents)}`));
  // Every line: each item printed at least as many times as lines name it.
  const expected = new Map<string, number>();
  for (const name of draft.lineNames) expected.set(name, (expected.get(name) ?? 0) + 1);
  for (const [name, count] of expected) expect(countOf(name, text), name).toBeGreaterThanOrEqual(count);
  // Each room's table repeats its column titles on every page it runs over.
  expect(text.match(titlesLine('fr'))?.length ?? 0).toBeGreaterThanOrEqual(20);
  const english = englishOnly(pdfLabels('en'), pdfLabels('fr'));
  expect(english.filter((label) => asWord(label).test(text))).toEqual([]);

  // The same quote for an English reader: a second download, its own titles.
  await new AppShell(page, 'fr').chooseLanguage('en');
  const englishPdf = await downloadedPdf(await new QuotePage(page, 'en').download());
  expect(englishPdf.text).toContain(t('en', 'quote:pdf.title_provisional'));
  expect(englishPdf.text.match(titlesLine('en'))?.length ?? 0).toBeGreaterThanOrEqual(20);
});
