import { expect, test, type Locator, type Page } from '@playwright/test';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { LoginPage } from './pages/login-page';
import { ProjectDetailPage } from './pages/project-detail-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { submitQuoteAsClient } from './support/submitted-quote';
import { cents } from './support/money-text';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const agent = demoUser('b2b-agent');

/** The text a translated sentence starts with, before its amount: how a reader finds the figure. */
function lead(key: string, values: Record<string, string> = {}): RegExp {
  const before = t(lng, key, { ...values, amount: '\u0000' }).split('\u0000')[0]!;
  return new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function centsOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return cents(await locator.innerText());
}

async function signInAsAgent(page: Page): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(agent.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

test('the office sets a final client price with its reason; the client reads it on the quote and the finance tab, and the figures add up', async ({
  page,
  browser,
  request,
}) => {
  const quote = await submitQuoteAsClient(request);
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await page
    .getByRole('combobox', { name: t(lng, 'adminProjects:general.price_mode'), exact: true })
    .selectOption({ label: t(lng, 'adminProjects:general.price_modes.override') });
  await office.field('price_override').fill('1234,50');
  // A change of the price without its reason: said next to the field, nothing saved.
  await office.save();
  const reason = page.getByRole('textbox', { name: t(lng, 'adminProjects:general.price_reason') });
  await expect(page.getByText(t(lng, 'errors:project.price_reason_required'))).toBeVisible();
  await expect(office.saved).toHaveCount(0);
  await reason.fill('Forfait négocié avec le client');
  await office.save();
  await expect(office.saved).toBeVisible();

  const client = await browser.newPage();
  await signInAsAgent(client);
  const screen = new ProjectDetailPage(client, lng);
  await screen.goto(quote.id);
  await expect(screen.heading(quote.name)).toBeVisible({ timeout: 30_000 });

  // The quote: the computed price struck, the change as its own line with its reason, then the final price.
  await screen.selectTab('quote');
  const panel = screen.panel('quote');
  const incl = t(lng, 'common:vat.vatIncluded');
  const final = await centsOf(panel.getByText(lead('quote:totals.final', { vat: incl })));
  expect(final).toBe(148_140); // 1 234,50 € HT at 20 %
  const computed = await centsOf(panel.getByText(lead('quote:totals.computed_label')));
  const change = await centsOf(panel.getByText(lead('quote:totals.adjustment')));
  expect(computed + change).toBe(final);
  await expect(
    panel.getByText(t(lng, 'quote:totals.reason', { reason: 'Forfait négocié avec le client' })),
  ).toBeVisible();

  // The finance tab reads the same figures: computed + change = final, the reason beside them.
  await screen.selectTab('finance');
  const field = (key: string) => screen.field(screen.text(`finance.${key}`)).getByRole('definition');
  expect(await centsOf(field('final_client_price'))).toBe(final);
  expect(await centsOf(field('computed_price'))).toBe(computed);
  expect(await centsOf(field('office_change'))).toBe(change);
  await expect(field('office_change_reason')).toHaveText('Forfait négocié avec le client');
  expect(await centsOf(field('payment_at_order'))).toBe(final);

  // Back to the computed price: the client's figures follow, the reason is gone.
  await page
    .getByRole('combobox', { name: t(lng, 'adminProjects:general.price_mode'), exact: true })
    .selectOption({ label: t(lng, 'adminProjects:general.price_modes.computed') });
  await office.save();
  await expect(office.saved).toBeVisible();
  await expect.poll(() => centsOf(field('final_client_price')), { timeout: 30_000 }).toBe(computed);
  await expect(field('office_change_reason')).toHaveCount(0);
  await client.close();
});
