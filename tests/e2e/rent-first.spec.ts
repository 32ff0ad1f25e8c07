import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { LoginPage } from './pages/login-page';
import { ProjectDetailPage } from './pages/project-detail-page';
import { QuotePage } from './pages/quote-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { e2eRentMonths } from './support/rent-months';
import { rowsOf, serverQuote } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t, type Language } from './support/translations';

// Issue 30 §4: a renter reads the month first, with the rental's length, which is the server's
// RENT_MONTHS (24 here, not the spec's 28) rather than a number written in the code.
const admin = demoUser('b2b-admin');
const months = String(e2eRentMonths);

/** A rented draft of the company's admin: one room of two lines, so its month has cents to round. */
async function rentedDraft(request: APIRequestContext, token: string): Promise<string> {
  const furniture = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  ).slice(0, 2);
  const project = { id: uuidv7(), name: `Location ${Date.now()}`, billingType: 'rent' };
  const room = { id: uuidv7(), projectId: project.id, name: 'Salon', multiplier: 1 };
  await pushApplied(request, token, [
    ['projectCreate', project],
    ['roomCreate', room],
    ...furniture.map(
      (row) => ['lineAdd', { id: uuidv7(), roomId: room.id, furnitureId: row.id, quantity: 3 }] as const,
    ),
  ]);
  return project.id;
}

/** The first text comes before the second in the element's text, as a reader meets them. */
async function expectBefore(container: Locator, first: string, second: string): Promise<void> {
  await expect(container).toContainText(first);
  await expect(container).toContainText(second);
  const text = await container.innerText();
  expect(text.indexOf(first)).toBeLessThan(text.indexOf(second));
}

for (const lng of ['en', 'fr'] as const satisfies readonly Language[]) {
  test.describe(`in ${lng === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: lng === 'en' ? 'en-US' : 'fr-FR' });

    const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
    const amount = (cents: number) => euros.format(cents / 100);
    const vat = t(lng, 'common:vat.vatIncluded');

    async function signIn(page: Page): Promise<void> {
      const login = new LoginPage(page, lng);
      await login.goto();
      await login.login(admin.email, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
    }

    test('a rented draft leads with "/ month" and the months, on its packs, its headline and its quote', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, admin.email);
      const projectId = await rentedDraft(request, token);
      const { totals } = await serverQuote(request, token, projectId);
      const monthly = totals.monthly!.inclVatCents;
      expect(totals.total.inclVatCents).toBe(monthly * e2eRentMonths);
      await signIn(page);

      // The packs a renter may start from are priced per month too, with the months.
      await page.goto(`/projects/${projectId}?step=offer`);
      const perMonth = t(lng, 'projects:total.monthly_headline_other', { amount: '', vat, count: months });
      const packs = page.getByRole('list', { name: t(lng, 'projects:offer.modules') });
      await expect(packs.getByRole('listitem').first()).toContainText(perMonth.trim());

      await page.goto(`/projects/${projectId}?step=rooms`);
      const headline = t(lng, 'projects:total.monthly_headline_other', {
        amount: amount(monthly),
        vat,
        count: months,
      });
      const rental = t(lng, 'projects:total.rental', { amount: amount(totals.total.inclVatCents), vat });
      await expect(page.getByText(headline, { exact: true })).toBeVisible();
      await expectBefore(page.getByRole('main'), headline, rental);

      const quote = new QuotePage(page, lng);
      await quote.goto(projectId);
      await quote.expectShown();
      const quoteHeadline = t(lng, 'quote:totals.monthly_headline_other', {
        amount: amount(monthly),
        vat,
        count: months,
      });
      const quoteRental = t(lng, 'quote:totals.rental_total', {
        amount: amount(totals.total.inclVatCents),
        vat,
      });
      await expect(quote.step.getByText(quoteHeadline, { exact: true })).toBeVisible();
      await expectBefore(quote.step, quoteHeadline, quoteRental);
    });

    test('a rented project in preparation leads with "/ month" and the months in its detail', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, admin.email);
      const [rented] = rowsOf(
        await pullAll(request, token),
        'projects',
        (row) => row.billingType === 'rent' && row.status === 'validated',
      );
      if (!rented) throw new Error('the seed has no rented company project in preparation');
      const { totals } = await serverQuote(request, token, String(rented.id));
      const money = (cents: number) => t(lng, 'projectDetail:money', { amount: amount(cents), vat });
      const price = t(lng, 'projectDetail:rent_money_other', {
        monthly: money(totals.monthly!.inclVatCents),
        count: months,
        total: money(totals.total.inclVatCents),
      });
      await signIn(page);
      const screen = new ProjectDetailPage(page, lng);
      await screen.goto(String(rented.id));

      await screen.selectTab('details');
      await expect(screen.field(t(lng, 'projectDetail:details.price'))).toContainText(price);

      await screen.selectTab('finance');
      await expect(screen.field(t(lng, 'projectDetail:finance.computed_price'))).toContainText(price);
      await expect(screen.field(t(lng, 'projectDetail:finance.rent_duration'))).toContainText(
        t(lng, 'projectDetail:finance.months_other', { count: months }),
      );
    });

    test("the office's general information of a rented project leads with the month and the months", async ({
      page,
      request,
    }) => {
      const projectId = await rentedDraft(request, await apiToken(request, admin.email));
      const office = await AdminProjectsPage.signIn(page, lng);
      const { totals } = await serverQuote(
        request,
        await apiToken(request, demoUser('admin').email),
        projectId,
      );
      const monthly = t(lng, 'adminProjects:general.monthly_price_other', {
        excl: amount(totals.monthly!.exclVatCents),
        incl: amount(totals.monthly!.inclVatCents),
        count: months,
      });
      const whole = t(lng, 'adminProjects:general.rent_total_other', {
        excl: amount(totals.total.exclVatCents),
        incl: amount(totals.total.inclVatCents),
        count: months,
      });
      await office.gotoEditor(projectId);
      await expectBefore(page.getByRole('main'), monthly, whole);
    });
  });
}
