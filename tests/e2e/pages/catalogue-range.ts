import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The range form (`/admin/furniture-ranges/add`) and the ranges list. */
export class CatalogueRangePage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `catalogue:${key}`, values);
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto('/admin/furniture-ranges/add');
    await expect(this.page.getByRole('form', { name: this.text('range.add_title') })).toBeVisible({
      timeout: 30_000,
    });
  }

  get name(): Locator {
    return this.page.getByRole('textbox', { name: this.text('range.fields.name'), exact: true });
  }

  /** Searches the catalogue in the range's picker and adds the first match; returns its name. */
  async addFirstItem(query: string): Promise<string> {
    const label = this.text('range.add_item');
    await this.page.getByRole('searchbox', { name: label }).fill(query);
    const add = this.page
      .getByRole('list', { name: this.text('picker.results', { label }) })
      .getByRole('button')
      .first();
    const prefix = this.text('picker.add', { name: '' });
    const name = ((await add.getAttribute('aria-label')) ?? '').slice(prefix.length);
    await add.click();
    await expect(this.item(name)).toBeVisible();
    return name;
  }

  item(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('range.items') })
      .getByRole('listitem', { name, exact: true });
  }

  coreToggle(name: string): Locator {
    return this.page.getByRole('button', { name: this.text('range.core_toggle', { name }), exact: true });
  }

  get needsCore(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.text('range.needs_core') });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('save'), exact: true }).click();
  }

  listLink(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('range.list_label') })
      .getByRole('link', { name, exact: true });
  }
}
