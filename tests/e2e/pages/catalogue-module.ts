import { expect, type Locator } from '@playwright/test';
import { CatalogueFormPage } from './catalogue-form-page';

/** The module form (add and update) and the modules list. */
export class CatalogueModulePage extends CatalogueFormPage {
  async gotoAdd(): Promise<void> {
    await this.gotoForm('/admin/furniture-modules/add', 'module.add_title');
  }

  get name(): Locator {
    return this.page.getByRole('textbox', { name: this.text('module.fields.name'), exact: true });
  }

  private get kind(): Locator {
    return this.page.getByRole('combobox', { name: this.text('module.add_line_kind') });
  }

  /** Adds the first catalogue match of a query as a furniture line; returns its name. */
  async addFurnitureLine(query: string): Promise<string> {
    await this.kind.selectOption('furniture');
    const label = this.text('module.add_furniture');
    const name = await this.pickFirst(label, query);
    await expect(this.line(name)).toBeVisible();
    return name;
  }

  async addModuleLine(moduleName: string): Promise<void> {
    await this.kind.selectOption('module');
    await this.page
      .getByRole('combobox', { name: this.text('module.choose_module') })
      .selectOption({ label: moduleName });
    await this.page.getByRole('button', { name: this.text('module.add_line'), exact: true }).click();
    await expect(this.line(moduleName)).toBeVisible();
  }

  line(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('module.lines_label') })
      .getByRole('listitem', { name, exact: true });
  }

  quantity(name: string): Locator {
    return this.page.getByRole('spinbutton', { name: this.text('module.quantity_of', { name }) });
  }

  get bill(): Locator {
    return this.page.getByRole('list', { name: this.text('module.bill_title') });
  }

  billLine(quantity: number, name: string): Locator {
    return this.bill.getByText(this.text('module.bill_line', { quantity: String(quantity), name }), {
      exact: true,
    });
  }

  cycleError(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: this.text('module.cycle', { path: '' }).split(':')[0] ?? '' });
  }

  listLink(name: string): Locator {
    return this.listedLink('module.list_label', name);
  }

  listPicture(name: string): Locator {
    return this.listedPicture('module.list_label', name);
  }
}
