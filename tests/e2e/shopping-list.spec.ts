import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { AdminProjectsPage } from './pages/admin-projects-page';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { rowsOf } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { t } from './support/translations';

const lng = 'fr';
const admin = demoUser('admin');
const agent = demoUser('b2b-agent');
/** The supplier's pages, on this checkout's first local page port (playwright.config.ts lists the path). */
const pagePort = 8202;

interface ListItem {
  name: string;
  url?: string;
  sku: string;
  quantity: number;
  price?: string;
}

/** A supplier's shopping list page: a schema.org ItemList of ListItems holding Products. */
function listPage(items: readonly ListItem[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      quantity: item.quantity,
      item: {
        '@type': 'Product',
        name: item.name,
        url: item.url,
        sku: item.sku,
        offers:
          item.price === undefined
            ? undefined
            : { '@type': 'Offer', price: item.price, priceCurrency: 'EUR' },
      },
    })),
  };
  return `<!doctype html><html lang="fr"><head><title>Ma liste</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>Ma liste</h1></body></html>`;
}

/**
 * Serves each list at its path once `release` is called, as a slow supplier's site would: the test
 * sees the "loading" first, however long the page takes to show it.
 */
async function startSupplier(
  pages: ReadonlyMap<string, string>,
): Promise<{ release: () => void; close: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    void released.then(() => {
      response.writeHead(html === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html ?? 'not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(pagePort, '127.0.0.1', resolve));
  return {
    release,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Fixture {
  projectId: string;
  projectName: string;
  byUrl: { name: string; url: string };
  bySku: { name: string; sku: string };
  adHocName: string;
}

/**
 * A client's submitted project with a room, and two catalogue items the list will name: one by its
 * product page (given one here), one by its reference.
 */
async function prepare(request: APIRequestContext): Promise<Fixture> {
  const marker = uuidv7().slice(-8);
  const adminToken = await apiToken(request, admin.email);
  const usable = rowsOf(
    await pullAll(request, adminToken),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false && String(row.sku) !== '',
  );
  const [first, second] = usable;
  if (first === undefined || second === undefined) throw new Error('the demo catalogue is empty');
  const url = `https://www.ikea.com/fr/fr/p/canape-e2e-${marker}/`;
  await pushApplied(request, adminToken, [['furnitureUpdate', { id: first.id, patch: { url } }]]);

  const agentToken = await apiToken(request, agent.email);
  const projectId = uuidv7();
  const projectName = `Import Croix-Rousse ${marker}`;
  await pushApplied(request, agentToken, [
    ['projectCreate', { id: projectId, name: projectName }],
    ['projectUpdate', { id: projectId, patch: { projectType: 'T2' } }],
    ['roomCreate', { id: uuidv7(), projectId, name: 'Salon' }],
    ['roomCreate', { id: uuidv7(), projectId, name: 'Chambre' }],
  ]);
  return {
    projectId,
    projectName,
    byUrl: { name: String(first.name), url },
    bySku: { name: String(second.name), sku: String(second.sku) },
    adHocName: `Lampe Arcadia ${marker}`,
  };
}

async function signIn(page: Page): Promise<AdminProjectsPage> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(admin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return new AdminProjectsPage(page, lng);
}

const text = (key: string, values?: Record<string, string>) => t(lng, `adminProjects:${key}`, values);

function importButton(page: Page): Locator {
  return page.getByRole('button', { name: text('quote.shopping_list_import') });
}

function officeLine(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: text('quote.office_title') })
    .getByRole('row')
    .filter({ hasText: name });
}

test('the office imports a supplier list into a room: catalogue items by page and reference, the rest as ad-hoc furniture; a link of another site is refused next to the field', async ({
  page,
  request,
}) => {
  const fixture = await prepare(request);
  const path = `/shopping-lists/${fixture.projectId}`;
  const supplier = await startSupplier(
    new Map([
      [
        path,
        listPage([
          {
            name: 'KIVIK Canapé 3 places',
            url: `${fixture.byUrl.url}?utm_source=list`,
            sku: '194.405.89',
            quantity: 2,
          },
          { name: 'MALM Commode', sku: fixture.bySku.sku, quantity: 3, price: '229,99' },
          {
            name: fixture.adHocName,
            url: 'https://www.ikea.com/fr/fr/p/arcadia/',
            sku: '000.111.22',
            quantity: 4,
            price: '49.90',
          },
        ]),
      ],
    ]),
  );
  try {
    const office = await signIn(page);
    await office.gotoEditor(fixture.projectId, 'quote');
    await expect(office.heading(fixture.projectName)).toBeVisible();
    await importButton(page).click();
    const dialog = page.getByRole('dialog', { name: text('shopping_list.title') });
    const link = dialog.getByRole('textbox', { name: text('shopping_list.url') });
    await expect(dialog.getByText(text('shopping_list.url_hint', { supplier: 'IKEA' }))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await link.fill('https://www.example.com/shopping-lists/ma-liste');
    await dialog.getByRole('button', { name: text('shopping_list.submit') }).click();
    const refusal = t(lng, 'validation:shopping_list_supplier');
    await expect(dialog.getByText(refusal)).toBeVisible();
    await expect(link).toHaveAccessibleDescription(
      new RegExp(refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    await link.fill(`http://127.0.0.1:${pagePort}${path}`);
    await dialog
      .getByRole('combobox', { name: text('shopping_list.room') })
      .selectOption({ label: 'Chambre' });
    await dialog.getByRole('button', { name: text('shopping_list.submit') }).click();
    await expect(dialog.getByText(text('shopping_list.loading'))).toBeVisible();
    supplier.release();
    await expect(dialog.getByText(text('shopping_list.finished'))).toBeVisible();
    await expect(dialog.getByText(text('shopping_list.matched', { number: '2' }))).toBeVisible();
    await expect(dialog.getByText(text('shopping_list.created', { number: '1' }))).toBeVisible();
    await expect(dialog.getByText(refusal)).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: text('shopping_list.close') }).click();
    await expect(dialog).toBeHidden();

    // Each item is a line of the chosen room, named and counted as the list says.
    for (const [name, quantity] of [
      [fixture.byUrl.name, '2'],
      [fixture.bySku.name, '3'],
      [fixture.adHocName, '4'],
    ] as const) {
      const row = officeLine(page, name);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1)).toHaveText('Chambre');
      await expect(row.getByRole('cell').nth(2)).toHaveText(quantity);
    }
    // The ad-hoc item costs what the page said (49.90 incl. VAT, 41.58 excl. at 20 %).
    await expect(
      page.getByRole('textbox', { name: text('quote.price_of', { name: fixture.adHocName }) }),
    ).toHaveValue('41.58');

    // The lines reach the server like any change, and the project keeps the list's link.
    const adminToken = await apiToken(request, admin.email);
    await expect
      .poll(async () => {
        const changes = await pullAll(request, adminToken);
        const [project] = rowsOf(changes, 'projects', (row) => row.id === fixture.projectId);
        const lines = rowsOf(changes, 'purchaseOrderLines', (row) => row.projectId === fixture.projectId);
        return { quantities: lines.map((row) => row.quantity).sort(), link: project?.shoppingListUrl };
      })
      .toEqual({ quantities: [2, 3, 4], link: `http://127.0.0.1:${pagePort}${path}` });
  } finally {
    await supplier.close();
  }
});

test('on a phone the import dialog fits 390 px and passes axe; offline the import says it needs the network', async ({
  page,
  context,
  request,
}) => {
  const fixture = await prepare(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const office = await signIn(page);
  await office.gotoEditor(fixture.projectId, 'quote');
  await expect(office.heading(fixture.projectName)).toBeVisible();
  await importButton(page).click();
  const dialog = page.getByRole('dialog', { name: text('shopping_list.title') });
  await expect(dialog.getByRole('textbox', { name: text('shopping_list.url') })).toBeVisible();
  await office.expectFits(390);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t(lng, 'common:actions.cancel') }).click();
  await expect(dialog).toBeHidden();

  await context.setOffline(true);
  await expect(page.getByText(text('shopping_list.needs_network'))).toBeVisible();
  await importButton(page).click({ force: true });
  await expect(dialog).toBeHidden();
  await context.setOffline(false);
});
