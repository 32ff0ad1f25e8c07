import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The module form (add and update) and the modules list. */
export class CatalogueModulePage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `catalogue:${key}`, values);
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto('/admin/furniture-modules/add');
    await expect(this.page.getByRole('form', { name: this.text('module.add_title') })).toBeVisible({
      timeout: 30_000,
    });
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
    await this.page.getByRole('searchbox', { name: label }).fill(query);
    const add = this.page
      .getByRole('list', { name: this.text('picker.results', { label }) })
      .getByRole('button')
      .first();
    const prefix = this.text('picker.add', { name: '' });
    const name = ((await add.getAttribute('aria-label')) ?? '').slice(prefix.length);
    await add.click();
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

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('save'), exact: true }).click();
  }

  listLink(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('module.list_label') })
      .getByRole('link', { name, exact: true });
  }
}
