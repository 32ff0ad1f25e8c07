import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CatalogueFurniturePage } from './pages/catalogue-furniture';
import { CatalogueModulePage } from './pages/catalogue-module';
import { CatalogueRangePage } from './pages/catalogue-range';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { apiToken, pullAll } from './support/sync-api';
import { demoPicture, expectPictureDrawn } from './support/pictures';
import { t } from './support/translations';

// The browser asks for French (playwright.config.ts).
const lng = 'fr';
const admin = demoUser('admin');

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(admin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Names of the furniture the server holds, as a fresh admin device would pull them. */
async function serverFurnitureNames(request: APIRequestContext, token: string): Promise<string[]> {
  const changes = await pullAll(request, token);
  return changes.flatMap((change) =>
    change.entity === 'furniture' && typeof change.data?.name === 'string' && change.data.name
      ? [change.data.name]
      : [],
  );
}

/** A shop's product page with schema.org Product JSON-LD, served on 127.0.0.1 for the pre-fill. */
function productPage(product: { name: string; sku: string; price: string }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: 'Fauteuil en velours, pieds en chêne massif.',
    sku: product.sku,
    brand: { '@type': 'Brand', name: 'Maison Test' },
    image: ['https://images.example.test/fauteuil.jpg'],
    offers: { '@type': 'Offer', price: product.price, priceCurrency: 'EUR' },
  };
  return `<!doctype html><html lang="fr"><head><title>${product.name}</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>${product.name}</h1></body></html>`;
}

async function startShop(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/produits/fauteuil-velours`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('offline, the pre-fill says it needs the network; the manual form works and the item reaches the server after reconnection', async ({
  page,
  context,
  request,
}) => {
  const name = `Canapé hors ligne ${Date.now()}`;
  await signIn(page);
  const furniture = new CatalogueFurniturePage(page, lng);
  await furniture.gotoAdd();

  await context.setOffline(true);
  await furniture.field('url').fill('https://shop.example.test/canape');
  await expect(furniture.prefillButton).toBeDisabled();
  await expect(furniture.needsNetwork).toBeVisible();

  await furniture.field('name').fill(name);
  await furniture.field('priceExcl').fill('100');
  await expect(furniture.field('priceIncl')).toHaveValue('120.00');
  await furniture.save();

  await expect(page).toHaveURL(/\/admin\/furnitures$/);
  // Offline, the list says the save is kept here, not that it is saved.
  const savedHere = page.getByRole('status').filter({ hasText: t(lng, 'common:saved.on_device') });
  await expect(savedHere).toBeVisible();
  await furniture.search.fill(name);
  await expect(furniture.rowLink(name)).toBeVisible();

  await context.setOffline(false);
  const token = await apiToken(request, admin.email);
  await expect.poll(() => serverFurnitureNames(request, token), { timeout: 30_000 }).toContain(name);
  await expect(page.getByText(t(lng, 'common:saved.sent'), { exact: true })).toBeVisible();
  await expect(savedHere).toHaveCount(0);
});

test('online, the pre-fill reads a product page and fills the empty fields', async ({ page }) => {
  const product = { name: `Fauteuil velours ${Date.now()}`, sku: 'FV-2026', price: '249.00' };
  const shop = await startShop(productPage(product));
  try {
    await signIn(page);
    const furniture = new CatalogueFurniturePage(page, lng);
    await furniture.gotoAdd();
    await furniture.field('url').fill(shop.url);
    await furniture.prefillButton.click();

    await expect(furniture.field('name')).toHaveValue(product.name);
    await expect(furniture.field('sku')).toHaveValue(product.sku);
    await expect(furniture.field('supplier')).toHaveValue('Maison Test');
    await expect(furniture.field('priceIncl')).toHaveValue('249.00');
    await expect(furniture.field('priceExcl')).toHaveValue('207.50');
    await furniture.save();
    await expect(page).toHaveURL(/\/admin\/furnitures$/);
    await furniture.search.fill(product.name);
    await expect(furniture.rowLink(product.name)).toBeVisible();
  } finally {
    await shop.close();
  }
});

test("the office's catalogue lists picture each furniture, pack and range with its drawing", async ({
  page,
}) => {
  await signIn(page);
  const furniture = new CatalogueFurniturePage(page, lng);
  await furniture.gotoList();
  await expect(furniture.rows.first()).toBeVisible();
  const shown = await furniture.rows.count();
  await expect(furniture.rowPictures).toHaveCount(shown);
  for (const index of [0, shown - 1]) {
    await expect(furniture.rowPictures.nth(index)).toHaveAttribute('src', demoPicture);
    await expectPictureDrawn(furniture.rowPictures.nth(index));
  }
  // The item's form shows the drawing among its pictures.
  await furniture.rows.first().getByRole('link').click();
  await expect(furniture.gallery.first()).toHaveAttribute('src', demoPicture);
  await expectPictureDrawn(furniture.gallery.first());

  const modules = new CatalogueModulePage(page, lng);
  await page.goto('/admin/furniture-modules');
  await expect(modules.listPicture('Pack Studio')).toHaveAttribute('src', demoPicture);
  await expectPictureDrawn(modules.listPicture('Pack Studio'));

  // A range is pictured by its first core item.
  const ranges = new CatalogueRangePage(page, lng);
  await page.goto('/admin/furniture-ranges');
  await expect(ranges.listPicture('Nordique')).toHaveAttribute('src', demoPicture);
  await expectPictureDrawn(ranges.listPicture('Nordique'));
});

test('an admin builds a range with a core item and a nested module, and finds French names typed without accents', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page);

  const furniture = new CatalogueFurniturePage(page, lng);
  await furniture.gotoList();
  await furniture.search.fill('canape');
  await expect(furniture.rows.first()).toContainText('Canapé');

  const range = new CatalogueRangePage(page, lng);
  const rangeName = `Gamme salon ${stamp}`;
  await range.gotoAdd();
  await range.name.fill(rangeName);
  const sofa = await range.addFirstItem('canape');
  await range.save();
  await expect(range.needsCore).toBeVisible();
  await range.coreToggle(sofa).click();
  await expect(range.coreToggle(sofa)).toHaveAttribute('aria-pressed', 'true');
  await range.save();
  await expect(range.listLink(rangeName)).toBeVisible();

  const modules = new CatalogueModulePage(page, lng);
  const inner = `Module salon ${stamp}`;
  await modules.gotoAdd();
  await modules.name.fill(inner);
  const armchair = await modules.addFurnitureLine('fauteuil');
  await modules.quantity(armchair).fill('2');
  await modules.save();
  await expect(modules.listLink(inner)).toBeVisible();

  const outer = `Module appartement ${stamp}`;
  await modules.gotoAdd();
  await modules.name.fill(outer);
  await modules.addModuleLine(inner);
  await modules.quantity(inner).fill('3');
  await expect(modules.billLine(6, armchair)).toBeVisible();
  await modules.save();
  await expect(modules.listLink(outer)).toBeVisible();

  // The inner module may not contain the outer one: that would make it contain itself.
  await modules.listLink(inner).click();
  await modules.addModuleLine(outer);
  await modules.save();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: t(lng, 'catalogue:module.cycle', { path: `${inner} → ${outer} → ${inner}` }) }),
  ).toBeVisible();
});
