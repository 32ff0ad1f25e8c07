import type { Download, Locator, Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** `/admin/purchases` as the office sees it, found by role and translated name. */
export class PurchasesPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/purchases');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: t(this.lng, 'nav:titles.adminPurchases') });
  }

  get filters(): Locator {
    return this.page.getByRole('search', { name: t(this.lng, 'purchases:filters.label') });
  }

  get start(): Locator {
    return this.filters.getByLabel(t(this.lng, 'purchases:filters.start'));
  }

  get end(): Locator {
    return this.filters.getByLabel(t(this.lng, 'purchases:filters.end'));
  }

  async filterPeriod(start: string, end: string): Promise<void> {
    await this.start.fill(start);
    await this.end.fill(end);
  }

  /** The selection's totals, by their translated terms: excl. VAT, VAT, incl. VAT, client price. */
  async totals(): Promise<Record<'exclVat' | 'vat' | 'inclVat' | 'client', string>> {
    const group = this.page.getByRole('group', { name: t(this.lng, 'purchases:totals.title'), exact: true });
    const terms = await group.locator('dt').allTextContents();
    const details = await group.locator('dd').allTextContents();
    const value = (key: string) => details[terms.indexOf(t(this.lng, key))]?.trim() ?? '';
    return {
      exclVat: value('purchases:totals.excl_vat'),
      vat: value('purchases:totals.vat'),
      inclVat: value('purchases:totals.incl_vat'),
      client: value('purchases:totals.client'),
    };
  }

  /** The first cell (furniture, or module) of every line of every group on screen. */
  async lineNames(): Promise<string[]> {
    return (await this.page.locator('table tbody tr td:first-child').allTextContents()).map((text) =>
      text.trim(),
    );
  }

  button(key: 'csv' | 'xlsx' | 'cancel'): Locator {
    return this.page.getByRole('button', { name: t(this.lng, `purchases:export.${key}`) });
  }

  /** Presses a download button from the keyboard and returns the browser's download. */
  async download(format: 'csv' | 'xlsx'): Promise<Download> {
    const started = this.page.waitForEvent('download');
    await this.button(format).focus();
    await this.page.keyboard.press('Enter');
    return started;
  }
}
