import { expect, type Locator } from '@playwright/test';
import { CatalogueFormPage } from './catalogue-form-page';

/** The range form (`/admin/furniture-ranges/add`) and the ranges list. */
export class CatalogueRangePage extends CatalogueFormPage {
  async gotoAdd(): Promise<void> {
    await this.gotoForm('/admin/furniture-ranges/add', 'range.add_title');
  }

  get name(): Locator {
    return this.page.getByRole('textbox', { name: this.text('range.fields.name'), exact: true });
  }

  /** Searches the catalogue in the range's picker and adds the first match; returns its name. */
  async addFirstItem(query: string): Promise<string> {
    const label = this.text('range.add_item');
    const name = await this.pickFirst(label, query);
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

  listLink(name: string): Locator {
    return this.listedLink('range.list_label', name);
  }

  listPicture(name: string): Locator {
    return this.listedPicture('range.list_label', name);
  }
}
