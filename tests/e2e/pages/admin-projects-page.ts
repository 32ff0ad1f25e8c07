import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

type EditorStep = 'general' | 'quote' | 'availability' | 'order';

/** `/admin/projects` and the office's project editor, found by role and translated name. */
export class AdminProjectsPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, options?: Record<string, string>): string {
    return t(this.lng, `adminProjects:${key}`, options);
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/admin/projects');
  }

  async gotoEditor(projectId: string, step: EditorStep = 'general'): Promise<void> {
    await this.page.goto(`/admin/projects/${projectId}?step=${step}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: this.text('list.label'), exact: true });
  }

  get filters(): Locator {
    return this.page.getByRole('search', { name: this.text('filters.label') });
  }

  async search(text: string): Promise<void> {
    await this.filters.getByRole('searchbox', { name: this.text('filters.search') }).fill(text);
  }

  row(name: string): Locator {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async openStep(step: EditorStep, number: number): Promise<void> {
    await this.page
      .getByRole('tab', {
        name: this.text('steps.numbered', { number: String(number), title: this.text(`steps.${step}`) }),
      })
      .click();
  }

  field(key: string): Locator {
    return this.page.getByRole('textbox', { name: this.text(`general.${key}`), exact: true });
  }

  /** One of the office's fields of a line in the quote step ('price_of', 'vat_of', 'notes_of'). */
  lineField(key: 'price_of' | 'vat_of' | 'notes_of', itemName: string): Locator {
    return this.page.getByRole('textbox', {
      name: this.text(`quote.${key}`, { name: itemName }),
      exact: true,
    });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('general.save') }).click();
  }

  get saved(): Locator {
    return this.page.getByText(this.text('general.saved'));
  }

  get saveError(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.text('general.save_error') });
  }

  action(key: string): Locator {
    return this.page
      .getByRole('group', { name: this.text('actions.label') })
      .getByRole('button', { name: this.text(`actions.${key}`), exact: true });
  }

  officeAction(key: string): Locator {
    return this.page
      .getByRole('group', { name: this.text('office.label') })
      .getByRole('button', { name: this.text(`office.${key}`), exact: true });
  }

  status(key: string): Locator {
    return this.page.getByText(t(this.lng, `common:project_status.${key}`), { exact: true }).first();
  }

  async expectFits(width: number): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
      .toBeLessThanOrEqual(width);
  }
}
