import { expect, test } from '@playwright/test';
import { businessSettingsSchema } from '../../src/domain/entities/business-settings.schema';
import { loose } from '../support/pdf-text';
import { BusinessSettingsPage } from './pages/business-settings-page';
import { LoginPage } from './pages/login-page';
import { QuotePage } from './pages/quote-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { draftQuote } from './support/drafted-quote';
import { downloadedPdf } from './support/pdf-download';
import { rowsOf } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const admin = demoUser('admin');
const agent = demoUser('b2b-agent');

/** The business's row as the server holds it. */
async function storedSettings(request: Parameters<typeof apiToken>[0]) {
  const [row] = rowsOf(await pullAll(request, await apiToken(request, admin.email)), 'businessSettings');
  return businessSettingsSchema.parse(row);
}

// This spec changes the identity every document prints: playwright.config.ts runs it alone, after
// the others, and it puts the seeded identity back.
test('the office renames the business and adds a payment terms line; a malformed email is said next to its field and nothing is saved; the client’s quote PDF prints the new name', async ({
  page,
  browser,
  request,
}) => {
  const before = await storedSettings(request);
  const marker = String(Date.now()).slice(-6);
  const name = `Atelier Ébène & Fils ${marker}`;
  const termsLine = `Chèques acceptés jusqu’à 1 500 € (${marker}).`;
  try {
    const settings = await BusinessSettingsPage.open(page, lng);
    await expect(settings.field('name')).toHaveValue(before.name);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await settings.expectFits(390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await settings.field('name').fill(name);
    await settings.field('email').fill('contact@@maison-ebene');
    await settings.save();
    await expect(settings.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.field('email')).toHaveAccessibleDescription(t(lng, 'validation:email_invalid'));
    await expect(settings.saved).toBeHidden();
    expect((await storedSettings(request)).name).toBe(before.name);

    await settings.field('email').fill(before.email);
    await settings.terms('paymentTerms', 'fr').fill(`${before.paymentTerms.fr}\n${termsLine}`);
    await settings.save();
    await expect(settings.saved).toBeVisible();
    await expect(settings.field('email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(async () => (await storedSettings(request)).name).toBe(name);

    // A client's device receives the new identity and prints it on the quote it makes.
    const token = await apiToken(request, agent.email);
    const draft = await draftQuote(request, token, { rooms: 1, perRoom: 2, name: `Studio ${marker}` });
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    const login = new LoginPage(clientPage, lng);
    await login.goto();
    await login.login(agent.email, DEMO_PASSWORD);
    await expect(clientPage).not.toHaveURL(/\/login/);
    const quote = new QuotePage(clientPage, lng);
    await quote.goto(draft.id);
    await quote.expectShown();
    const { text } = await downloadedPdf(await quote.download());
    expect(text).toMatch(loose(name));
    expect(text).toMatch(loose(termsLine));
    expect(text).not.toContain(before.name);
    await client.close();
  } finally {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...identity } = before;
    await pushApplied(request, await apiToken(request, admin.email), [['businessSettingsSet', identity]]);
  }
});
