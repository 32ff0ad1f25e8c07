import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';
import { AdminProjectsPage } from './admin-projects-page';

/** `/admin/business`: the business's identity and terms, found by role and translated name. */
export class BusinessSettingsPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  /** Signs in as the demo office admin and opens the page. */
  static async open(page: Page, lng: Language): Promise<BusinessSettingsPage> {
    await AdminProjectsPage.signIn(page, lng);
    await page.goto('/admin/business');
    const settings = new BusinessSettingsPage(page, lng);
    await expect(page.getByRole('heading', { level: 1, name: settings.text('title') })).toBeVisible();
    return settings;
  }

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `admin:business.${key}`, values);
  }

  /** A one-line field: 'name', 'email', 'city'... */
  field(key: string): Locator {
    return this.page.getByRole('textbox', { name: this.text(`fields.${key}`), exact: true });
  }

  /** A terms text in one of the documents' languages. */
  terms(kind: 'paymentTerms' | 'rentalTerms', lng: Language): Locator {
    return this.page.getByRole('textbox', {
      name: this.text(`fields.${kind}`, { language: this.text(`languages.${lng}`) }),
      exact: true,
    });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('save') }).click();
  }

  /** "Saved": said only once the server has the change. */
  get saved(): Locator {
    return this.page.getByText(t(this.lng, 'common:saved.sent'), { exact: true });
  }

  async expectFits(width: number): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
      .toBeLessThanOrEqual(width);
  }
}
