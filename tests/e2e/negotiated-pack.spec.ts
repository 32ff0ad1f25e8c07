import { expect, test, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { QuotePage } from './pages/quote-page';
import { pdfLines } from '../support/pdf-text';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { cents } from './support/money-text';
import { e2eRentMonths } from './support/rent-months';
import { t } from './support/translations';
import { apiToken, pushApplied } from './support/sync-api';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const admin = demoUser('b2b-admin');
const pack = 'Pack T2 Confort';
/** The price the office negotiated for the company on this pack (the demo seed), excl. VAT. */
const negotiated = 450_000;

/** What a period of the pack costs: the whole price when buying, a month of it (rounded once) when renting. */
function period(billingType: 'buy' | 'rent'): { excl: number; incl: number } {
  const excl = billingType === 'buy' ? negotiated : Math.round(negotiated / e2eRentMonths);
  return { excl, incl: excl + Math.round(excl * 0.2) };
}

async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(admin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

for (const billingType of ['buy', 'rent'] as const) {
  test(`a company choosing a pack at its negotiated price is charged exactly that price, ${billingType}`, async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, admin.email);
    const projectId = uuidv7();
    await pushApplied(request, token, [
      ['projectCreate', { id: projectId, name: `Pack négocié ${billingType} ${Date.now()}`, billingType }],
    ]);
    await logIn(page);
    const screen = new ProjectPage(page, lng);
    await screen.goto(projectId, 'offer');
    const { excl, incl } = period(billingType);
    // The card reads the negotiated price itself, no multiplier on it (VAT included by default).
    await expect(screen.offerCard(pack)).toContainText(t(lng, 'common:vat.vatIncluded'));
    expect(cents(await screen.offerCard(pack).innerText())).toBe(incl);
    await screen.chooseOffer(pack);
    await screen.expectStep('delivery');

    const quote = new QuotePage(page, lng);
    await quote.goto(projectId);
    await quote.expectShown();
    const packs = quote.step.getByRole('table', { name: t(lng, 'quote:packs.heading') });
    const row = packs.getByRole('row').filter({ hasText: t(lng, 'quote:packs.name', { name: pack }) });
    for (const [vat, figure] of [
      ['vatIncluded', incl],
      ['vatExcluded', excl],
    ] as const) {
      if (vat === 'vatExcluded') await quote.vatSwitch.click();
      const cells = row.getByRole('cell');
      await expect(cells.nth(1)).toHaveText('1');
      expect(cents(await cells.nth(2).innerText())).toBe(figure);
      expect(cents(await cells.nth(3).innerText())).toBe(figure);
      // The pack's furniture is listed, included, counting zero: the project's price is the pack's.
      await expect(quote.step.getByText(t(lng, 'quote:lines.in_pack', { name: pack })).first()).toBeVisible();
      const headline =
        billingType === 'buy'
          ? quote.step.getByText(/^Total : /)
          : quote.step.getByText(`/ mois, sur ${e2eRentMonths} mois`);
      expect(cents(await headline.first().innerText())).toBe(figure);
    }

    // The PDF says the same, read back by a PDF reader.
    const download = await quote.download();
    const file = testInfo.outputPath('devis.pdf');
    await download.saveAs(file);
    const lines = pdfLines(file);
    const packLine = lines.find((line) => line.startsWith(t(lng, 'quote:packs.name', { name: pack })));
    expect(packLine, lines.join('\n')).toBeDefined();
    expect(cents(packLine!.slice(packLine!.indexOf(' 1 ') + 3))).toBe(excl);
    const totalLabel = billingType === 'buy' ? 'Total HT' : 'Total sur la durée de location HT';
    const total = lines.find((line) => line.startsWith(totalLabel));
    expect(cents(total!.slice(totalLabel.length)), lines.join('\n')).toBe(
      billingType === 'buy' ? excl : excl * e2eRentMonths,
    );
  });
}

test('changing a line of a negotiated pack says, with both figures, that it ends the pack price first', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, admin.email);
  const projectId = uuidv7();
  await pushApplied(request, token, [
    ['projectCreate', { id: projectId, name: `Pack modifié ${Date.now()}`, billingType: 'buy' }],
  ]);
  await logIn(page);
  const screen = new ProjectPage(page, lng);
  await screen.goto(projectId, 'offer');
  await screen.chooseOffer(pack);
  await screen.expectStep('delivery');
  await screen.goto(projectId, 'rooms');
  // The first line of the first room, all of whose lines the pack includes.
  const quantityOf = t(lng, 'projects:lines.quantity_of', { name: '' });
  const spin = page.getByRole('spinbutton', { name: new RegExp(`^${quantityOf}`) }).first();
  await expect(spin).toBeVisible();
  const before = await spin.inputValue();
  await expect(page.getByText(t(lng, 'projects:lines.in_pack', { name: pack })).first()).toBeVisible();
  await spin.fill(String(Number(before) + 1));
  await spin.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: t(lng, 'projects:lines.pack_change_title') });
  await expect(dialog).toContainText(pack);
  await expect(dialog).toContainText('5 400,00');
  // Kept: nothing changed.
  await dialog.getByRole('button', { name: t(lng, 'projects:lines.pack_change_cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(spin).toHaveValue(before);
  await expect(page.getByText(t(lng, 'projects:lines.in_pack', { name: pack })).first()).toBeVisible();
  // Changed: the pack's price ends, its lines are priced one by one.
  await spin.fill(String(Number(before) + 1));
  await spin.press('Enter');
  await dialog.getByRole('button', { name: t(lng, 'projects:lines.pack_change_confirm') }).click();
  await expect(spin).toHaveValue(String(Number(before) + 1));
  await expect(page.getByText(t(lng, 'projects:lines.in_pack', { name: pack }))).toHaveCount(0);
});
