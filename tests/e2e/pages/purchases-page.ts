import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { CsvDialect, ExportFormat } from '../../../src/domain/purchases';
import { typeDay } from '../support/day-field';
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

  /** Types the period's ISO days as the interface language writes them. */
  async filterPeriod(start: string, end: string): Promise<void> {
    await typeDay(this.start, this.lng, start);
    await typeDay(this.end, this.lng, end);
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

  /** Opens the export dialog. */
  get exportButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lng, 'purchases:export.open') });
  }

  get cancelButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lng, 'purchases:export.cancel') });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: t(this.lng, 'purchases:export.dialog_title') });
  }

  /** A format's or a CSV dialect's radio button in the dialog. */
  choice(option: ExportFormat | CsvDialect): Locator {
    const key = option === 'csv' || option === 'xlsx' ? `format_${option}` : `dialect_${option}`;
    return this.dialog.getByRole('radio', { name: t(this.lng, `purchases:export.${key}`) });
  }

  /** Opens the dialog, picks the format (and the dialect, else the one it offers) and asks for the file. */
  async startDownload(format: ExportFormat, dialect?: CsvDialect): Promise<void> {
    await this.exportButton.click();
    await this.choice(format).check();
    if (dialect !== undefined) await this.choice(dialect).check();
    await this.dialog.getByRole('button', { name: t(this.lng, 'purchases:export.download') }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** startDownload, and the browser's download it starts. */
  async download(format: ExportFormat, dialect?: CsvDialect): Promise<Download> {
    const started = this.page.waitForEvent('download');
    await this.startDownload(format, dialect);
    return started;
  }
}
