import { expect, test } from '@playwright/test';
import { linkRefusalCodes } from '../../src/domain/interventions/link-refusal';
import { t, type Language } from './support/translations';

// The link's check answered by the test: the page's one decision of whether a link is dead, and
// the words each refusal gets. The server's own answers (a code per case) are tested server-side.
const purchaseOrderId = '0190c000-0000-7000-8000-0000000000aa';
const path = `/install/${purchaseOrderId}/some-token`;
const locales = { en: 'en-US', fr: 'fr-FR' } as const satisfies Record<Language, string>;
const refusalKeys = {
  'install/link_invalid': 'errors:install.link_invalid',
  'install/link_expired': 'errors:install.link_expired',
  'install/link_revoked': 'errors:install.link_revoked',
} as const;

for (const lng of ['en', 'fr'] as const) {
  test.describe(`in ${lng}`, () => {
    test.use({ locale: locales[lng], serviceWorkers: 'block' });

    test('a throttled check (429) does not say the link is dead', async ({ page }) => {
      await page.route('**/api/v1/interventions/install-session', (route) =>
        route.fulfill({ status: 429, json: { code: 'rate_limited', detail: 'slow down' } }),
      );
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: t(lng, 'install:link.needs_network_title') }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    for (const code of linkRefusalCodes) {
      test(`${code} says its own words`, async ({ page }) => {
        await page.route('**/api/v1/interventions/install-session', (route) =>
          route.fulfill({ status: 401, json: { code, detail: code } }),
        );
        await page.goto(path);
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(t(lng, refusalKeys[code]));
        // A first open of the link: nothing was made on this phone, and the page says so.
        await expect(alert).toContainText(t(lng, 'install:link.nothing_waiting'));
        await expect(alert).not.toContainText(t(lng, 'install:link.kept_text'));
        for (const other of linkRefusalCodes.filter((refusal) => refusal !== code))
          await expect(alert).not.toContainText(t(lng, refusalKeys[other]));
      });
    }
  });
}
