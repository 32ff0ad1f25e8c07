import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The furniture list (`/admin/furnitures`) and the furniture form (add and update). */
export class CatalogueFurniturePage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `catalogue:${key}`, values);
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/admin/furnitures');
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto('/admin/furnitures/add');
    await expect(this.form).toBeVisible({ timeout: 30_000 });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: this.text('furniture.add_title') });
  }

  field(key: string): Locator {
    return this.page.getByRole('textbox', { name: this.text(`furniture.fields.${key}`), exact: true });
  }

  get prefillButton(): Locator {
    return this.page.getByRole('button', { name: this.text('prefill.button') });
  }

  get needsNetwork(): Locator {
    return this.page.getByText(this.text('prefill.needs_network'));
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('save'), exact: true }).click();
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: this.text('filters.search') });
  }

  get rows(): Locator {
    return this.page.getByRole('list', { name: this.text('furniture.list_label') }).getByRole('listitem');
  }

  /** The thumbnails of the rows the list draws now (it draws those on screen and a few more). */
  get rowPictures(): Locator {
    return this.rows.locator('img');
  }

  /** The form's pictures of the item, its image links drawn. */
  get gallery(): Locator {
    return this.page.getByRole('list', { name: this.text('images.gallery') }).getByRole('img');
  }

  rowLink(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('furniture.list_label') })
      .getByRole('link', { name, exact: true });
  }
}
