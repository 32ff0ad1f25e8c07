import { expect, test } from '@playwright/test';
import { purchaseOrderSchema } from '../../src/domain/entities/purchase-order.schema';
import { orderTotals } from '../../src/domain/pricing';
import { countOf, loose } from '../support/pdf-text';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { isControlledByServiceWorker } from './support/browser-storage';
import { demoUser } from './support/demo-users';
import { downloadedPdf } from './support/pdf-download';
import { rowsOf } from './support/server-quote';
import { submitQuoteAsClient } from './support/submitted-quote';
import { apiToken, pullAll } from './support/sync-api';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });

test('the office downloads the order for the warehouse, offline too: every item, the totals of the screen and the business', async ({
  page,
  context,
  request,
}) => {
  const rooms = ['Salon', 'Chambre'];
  const quote = await submitQuoteAsClient(request, { roomNames: rooms });
  const office = await AdminProjectsPage.signIn(page, lng);
  await office.gotoEditor(quote.id);
  await expect(office.heading(quote.name)).toBeVisible();
  await office.validate();
  const operation = await office.field('operationNumber').inputValue();
  const comments = `Livraison par la cour, appeler la gardienne ${Date.now()}`;
  await page
    .getByRole('textbox', { name: t(lng, 'adminProjects:general.purchaseOrderComments'), exact: true })
    .fill(comments);
  await office.save();
  await expect(office.saved).toBeVisible();

  await office.openStep('order', 4);
  // The screen's totals are the server's version at cost, by the pricing module.
  const [order] = rowsOf(
    await pullAll(request, await apiToken(request, demoUser('admin').email)),
    'purchaseOrders',
    (row) => row.projectId === quote.id,
  ).map((row) => purchaseOrderSchema.parse(row));
  if (order === undefined) throw new Error('the validation made no purchase order');
  const { total } = orderTotals(order.lines);
  const shown = await office.orderTotals();
  expect(shown[0]).toMatch(
    loose(`${t(lng, 'adminProjects:order.totals.excl')} ${euros.format(total.exclVatCents / 100)}`),
  );
  expect(shown.at(-1)).toMatch(
    loose(`${t(lng, 'adminProjects:order.totals.incl')} ${euros.format(total.inclVatCents / 100)}`),
  );

  const download = await office.downloadOrder();
  expect(download.suggestedFilename()).toBe(
    t(lng, 'adminProjects:order.download.file_name', { name: quote.name, number: '1' }),
  );
  const { text } = await downloadedPdf(download);
  for (const line of [quote.name, operation, comments, 'Maison Ébène Aménagement', 'N° TVA FR32812345678'])
    expect(text).toMatch(loose(line));
  for (const room of rooms) expect(text).toContain(room);
  // One line of the item in each room.
  expect(countOf(quote.furnitureName, text)).toBe(order.lines.length);
  for (const row of shown) expect(text).toMatch(loose(row));

  // Offline, after a reload: the order is made on the device from what it holds.
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(office.heading(quote.name)).toBeVisible();
  const offline = await downloadedPdf(await office.downloadOrder());
  expect(countOf(quote.furnitureName, offline.text)).toBe(order.lines.length);
  for (const row of shown) expect(offline.text).toMatch(loose(row));
  await context.setOffline(false);
});
