import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { moduleClientAmounts } from '../../src/domain/catalogue/offers';
import { trialCatalogueSchema } from '../../src/domain/trial/trial-catalogue.schema';
import { HomePage, type HomeRoom } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { ProjectPage } from './pages/projects-page';
import { SignupDialog } from './pages/signup-dialog';
import { TrialPage } from './pages/trial-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isControlledByServiceWorker } from './support/browser-storage';
import { cents } from './support/money-text';
import { expectPictureDrawn } from './support/pictures';
import { t, type Language } from './support/translations';

const rooms: HomeRoom[] = ['bedroom', 'dining_room', 'workspace'];
const packs = ['Pack Studio', 'Pack salon', 'Pack chambre'];

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * What a visitor pays for each pack bought, from the catalogue the server gives a visitor and the
 * quote's own pricing: what the home page must read.
 */
async function catalogueInclVat(request: APIRequestContext): Promise<Map<string, number>> {
  const catalogue = trialCatalogueSchema.parse(await (await request.get('/api/v1/trial/catalogue')).json());
  const furniture = new Map(catalogue.furniture.map((row) => [row.id, row]));
  const pricing = {
    clientId: null,
    clientMultiplier: 1,
    vatRateBp: 2000,
    billing: { billingType: 'buy' },
  } as const;
  return new Map(
    catalogue.furnitureModules.map((module) => [
      module.name,
      moduleClientAmounts(catalogue.furnitureModules, furniture, module.id, pricing).inclVatCents,
    ]),
  );
}

/** The page as a visitor reads it: its pictures drawn, the visitor's packs at the catalogue's prices. */
async function expectShowsTheBusiness(page: Page, lng: Language, prices: Map<string, number>): Promise<void> {
  const home = new HomePage(page, lng);
  await expectPictureDrawn(home.heroPicture);
  for (const room of rooms) await expectPictureDrawn(home.roomPicture(room));
  await expect(home.packs.getByRole('listitem')).toHaveCount(packs.length);
  for (const name of packs) {
    await expectPictureDrawn(home.pack(name).locator('img'));
    expect(cents((await home.packPrice(name).textContent()) ?? '', lng), name).toBe(prices.get(name));
  }
  // A room pack says which whole pack brings it; the company-only pack is not offered to a visitor.
  await expect(home.pack('Pack salon')).toContainText(t(lng, 'home:packs.part_of', { name: 'Pack Studio' }));
  await expect(home.pack('Pack T2 Confort')).toHaveCount(0);
}

test.describe('in French, at 1280 px', () => {
  const lng = 'fr';

  test('the home page shows the business, its rooms and its packs at the prices of the catalogue, and passes axe', async ({
    page,
    request,
  }) => {
    const home = new HomePage(page, lng);
    await home.goto();
    await expectShowsTheBusiness(page, lng, await catalogueInclVat(request));
    await expect(home.pack('Pack Studio')).toContainText(
      'Un studio meublé en une fois, le salon et la chambre, livrés et installés.',
    );
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('its three doors lead to the trial, where a pack costs what the home page said, to sign-in and to sign-up', async ({
    page,
  }) => {
    const home = new HomePage(page, lng);
    await home.goto();
    const price = (await home.packPrice('Pack Studio').textContent()) ?? '';

    await home.door('try').click();
    await expect(page).toHaveURL(/\/try$/);
    await new TrialPage(page, lng).start('buy');
    await expect(new ProjectPage(page, lng).offerCard('Pack Studio')).toContainText(price);

    await home.goto();
    await home.door('log_in').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page, lng).form).toBeVisible();
    await expect(new SignupDialog(page, lng).dialog).toBeHidden();

    await home.goto();
    await home.door('sign_up').click();
    await expect(page).toHaveURL(/\/login\?signup=1$/);
    await expect(new SignupDialog(page, lng).dialog).toBeVisible();
  });

  test('after a first visit, the home page shows the same offline, after a reload', async ({
    page,
    context,
    request,
  }) => {
    const prices = await catalogueInclVat(request);
    const home = new HomePage(page, lng);
    await home.goto();
    await expectShowsTheBusiness(page, lng, prices);
    await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(home.heading).toBeVisible();
    await expectShowsTheBusiness(page, lng, prices);
    await context.setOffline(false);
  });
});

test.describe('in English, at 390 px', () => {
  const lng = 'en';
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test('the home page fits a phone without sideways scroll and passes axe', async ({ page, request }) => {
    const home = new HomePage(page, lng);
    await home.goto();
    await expectShowsTheBusiness(page, lng, await catalogueInclVat(request));
    await expect(home.door('try')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
