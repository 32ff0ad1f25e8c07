import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { QuotePage } from './pages/quote-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { cents } from './support/money-text';
import { t } from './support/translations';
import { e2eRentMonths } from './support/rent-months';
import { rowsOf } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const admin = demoUser('b2b-admin');

/** A draft of the company's admin: a room counted twice with three lines of odd prices. */
async function createDraft(request: APIRequestContext, token: string, billingType: 'buy' | 'rent') {
  const furniture = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  ).slice(0, 3);
  const project = { id: uuidv7(), name: `Devis au centime ${billingType} ${Date.now()}`, billingType };
  const room = { id: uuidv7(), projectId: project.id, name: 'Chambre', multiplier: 2 };
  await pushApplied(request, token, [
    ['projectCreate', project],
    ['roomCreate', room],
    ...furniture.map(
      (row, index) =>
        ['lineAdd', { id: uuidv7(), roomId: room.id, furnitureId: row.id, quantity: index + 2 }] as const,
    ),
  ]);
  return { project, room, names: furniture.map((row) => String(row.clientName || row.name)) };
}

async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(admin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Reads the room's table as a reader with a calculator would, and checks every product and sum. */
async function expectRoomAddsUp(table: Locator, copies: number): Promise<number> {
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const count = await rows.count();
  let sum = 0;
  // Row 0 is the head, the last one the room's total.
  for (let index = 1; index < count - 1; index++) {
    const cells = rows.nth(index).getByRole('cell');
    const quantity = Number(await cells.nth(1).innerText());
    const unit = cents(await cells.nth(2).innerText());
    const line = cents((await cells.nth(3).innerText()).split('\n')[0] ?? '');
    expect(line).toBe(quantity * unit * copies);
    sum += line;
  }
  expect(
    cents(
      await rows
        .nth(count - 1)
        .getByRole('cell')
        .nth(3)
        .innerText(),
    ),
  ).toBe(sum);
  return sum;
}

for (const billingType of ['buy', 'rent'] as const) {
  test(`every line and total of the quote adds up to the cent, ${billingType}, with and without VAT`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, admin.email);
    const draft = await createDraft(request, token, billingType);
    await logIn(page);
    const quote = new QuotePage(page, lng);
    await quote.goto(draft.project.id);
    await quote.expectShown();
    const table = quote.step.getByRole('table', {
      name: t(lng, 'quote:lines.label', { name: draft.room.name }),
    });
    for (const vat of ['vatIncluded', 'vatExcluded'] as const) {
      if (vat === 'vatExcluded') await quote.vatSwitch.click();
      const vatText = t(lng, `common:vat.${vat}`);
      await expect(
        table.getByRole('columnheader', { name: t(lng, 'quote:lines.unit', { vat: vatText }) }),
      ).toBeVisible();
      const room = await expectRoomAddsUp(table, draft.room.multiplier);
      const headline =
        billingType === 'buy'
          ? quote.step.getByText(/^Total : /)
          : quote.step.getByText(`/ mois, sur ${e2eRentMonths} mois`);
      // One room: the period's total is the room's, and the rental is the set months of it.
      expect(cents(await headline.first().innerText())).toBe(room);
      if (billingType === 'rent')
        expect(cents(await quote.step.getByText(/Total sur la durée de location/).innerText())).toBe(
          room * e2eRentMonths,
        );
    }
  });
}

test('a quantity of 0 is refused next to the field, and the line keeps its quantity', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, admin.email);
  const draft = await createDraft(request, token, 'buy');
  await logIn(page);
  await page.goto(`/projects/${draft.project.id}?step=rooms`);
  const name = draft.names[0]!;
  const input = page.getByRole('spinbutton', { name: t(lng, 'projects:lines.quantity_of', { name }) });
  await expect(input).toHaveValue('2');
  await input.fill('0');
  await input.press('Enter');
  await expect(page.getByText(t(lng, 'projects:lines.quantity_invalid'))).toBeVisible();
  await expect(input).toHaveValue('2');
});
