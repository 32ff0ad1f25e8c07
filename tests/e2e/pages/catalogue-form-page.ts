import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** What the module and range forms share: their texts, opening the add form, the picker, Save, the list. */
export class CatalogueFormPage {
  constructor(
    protected readonly page: Page,
    private readonly lng: Language,
  ) {}

  protected text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `catalogue:${key}`, values);
  }

  /** Opens an add form and waits for it (the first opening also loads the app). */
  protected async gotoForm(path: string, titleKey: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('form', { name: this.text(titleKey) })).toBeVisible({ timeout: 30_000 });
  }

  /** Searches the catalogue in the picker named `label` and adds the first match; returns its name. */
  protected async pickFirst(label: string, query: string): Promise<string> {
    await this.page.getByRole('searchbox', { name: label }).fill(query);
    const add = this.page
      .getByRole('list', { name: this.text('picker.results', { label }) })
      .getByRole('button')
      .first();
    const prefix = this.text('picker.add', { name: '' });
    const name = ((await add.getAttribute('aria-label')) ?? '').slice(prefix.length);
    await add.click();
    return name;
  }

  protected listedLink(listKey: string, name: string): Locator {
    return this.page.getByRole('list', { name: this.text(listKey) }).getByRole('link', { name, exact: true });
  }

  /** The thumbnail beside a listed name (decorative, so found as an image, not by a name). */
  protected listedPicture(listKey: string, name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text(listKey) })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) })
      .locator('img');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('save'), exact: true }).click();
  }
}
