import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users';
import { t, type Language } from '../support/translations';
import { LoginPage } from './login-page';

type EditorStep = 'general' | 'quote' | 'availability' | 'order';

/** `/admin/projects` and the office's project editor, found by role and translated name. */
export class AdminProjectsPage {
  constructor(
    readonly page: Page,
    private readonly lng: Language,
  ) {}

  /** Signs in as the demo office admin and answers the office's pages. */
  static async signIn(page: Page, lng: Language): Promise<AdminProjectsPage> {
    const login = new LoginPage(page, lng);
    await login.goto();
    await login.login(demoUser('admin').email, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    return new AdminProjectsPage(page, lng);
  }

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

  /** "Saved": said only once the server has the change. */
  get saved(): Locator {
    return this.page.getByText(t(this.lng, 'common:saved.sent'), { exact: true });
  }

  /** What a save says while the change waits on this device (offline). */
  get savedOnDevice(): Locator {
    return this.page.getByText(t(this.lng, 'common:saved.on_device'), { exact: true });
  }

  get saveError(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.text('general.save_error') });
  }

  /** The editor's bar: one row, the project's next step first, what else its status offers in a menu. */
  get actionBar(): Locator {
    return this.page.getByRole('toolbar', { name: this.text('actions.label'), exact: true });
  }

  /** The bar's primary button: the status's next step ('markQuoted', 'acceptQuote', 'validate', 'complete'). */
  primaryAction(key: string): Locator {
    return this.actionBar.getByRole('button', { name: this.text(`actions.${key}`), exact: true });
  }

  /** The button that opens the bar's menu: "More actions" beside a next step, "Actions" alone. */
  get actionMenuButton(): Locator {
    const named = (key: string) => this.actionBar.getByRole('button', { name: this.text(key), exact: true });
    return named('actions.more').or(named('actions.menu'));
  }

  get actionMenu(): Locator {
    return this.page.getByRole('menu');
  }

  /** An item of the bar's menu, by its key ('actions.putInDraft', 'office.duplicate'). */
  menuAction(key: string): Locator {
    return this.actionMenu.getByRole('menuitem', { name: this.text(key), exact: true });
  }

  async openActionMenu(): Promise<void> {
    await this.actionMenuButton.click();
    await expect(this.actionMenu).toBeVisible();
  }

  /** Opens the bar's menu and runs one of its items. */
  async runFromMenu(key: string): Promise<void> {
    await this.openActionMenu();
    await this.menuAction(key).click();
  }

  /** What the action bar says after a move: where the project is now, then whether the server has it. */
  moved(status: string, sent: boolean): Locator {
    const done = this.text('actions.moved', { status: t(this.lng, `common:project_status.${status}`) });
    const saved = t(this.lng, sent ? 'common:saved.sent' : 'common:saved.on_device');
    return this.page.getByRole('status').filter({ hasText: `${done} ${saved}` });
  }

  status(key: string): Locator {
    return this.page.getByText(t(this.lng, `common:project_status.${key}`), { exact: true }).first();
  }

  async expectFits(width: number): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
      .toBeLessThanOrEqual(width);
  }

  /** Gives the project what a validated company project needs (src/domain's rule): number and card. */
  async numberOperation(): Promise<void> {
    await this.openStep('general', 1);
    await this.field('operationNumber').fill(`OP-E2E-${Date.now()}`);
    await this.field('airtableLink').fill('https://airtable.com/e2e/validated');
    await this.save();
    await expect(this.saved).toBeVisible();
  }

  /** The order step's download of the version shown, as the browser receives it. */
  async downloadOrder(): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: this.text('order.download.label') }).click();
    return downloading;
  }

  /** The order step's totals as the screen writes them: "Total HT 1 234,56 €", one a row. */
  async orderTotals(): Promise<string[]> {
    const totals = this.page
      .locator('dl')
      .and(this.page.getByLabel(this.text('order.totals.label'), { exact: true }));
    await expect(totals).toBeVisible();
    const terms = await totals.locator('dt').allInnerTexts();
    const figures = await totals.locator('dd').allInnerTexts();
    return terms.map((term, index) => `${term} ${figures[index] ?? ''}`);
  }

  /** A date of the general information ('start', 'end'...). */
  dateField(key: string): Locator {
    return this.page.getByLabel(this.text(`general.${key}`), { exact: true });
  }

  /**
   * Takes a submitted quote through quoted and accepted to a normal validation, in the editor;
   * `force` expects the dates conflict and forces the validation.
   */
  async validate(options: { force?: boolean } = {}): Promise<void> {
    await this.numberOperation();
    await this.primaryAction('markQuoted').click();
    await this.primaryAction('acceptQuote').click();
    await expect(this.status('validation')).toBeVisible();
    await this.primaryAction('validate').click();
    const dialog = this.page.getByRole('dialog', { name: this.text('validate.title') });
    await dialog.getByRole('button', { name: this.text('validate.submit') }).click();
    if (options.force === true) {
      await expect(dialog.getByRole('alert')).toHaveText(t(this.lng, 'errors:project.dates_conflict'));
      await dialog.getByRole('button', { name: this.text('validate.force') }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(this.status('validated')).toBeVisible();
  }

  /** Opens the availability step's dialog of the line of that furniture. */
  async openUnavailability(furnitureName: string): Promise<Locator> {
    await this.page
      .getByRole('button', { name: this.text('availability.dialog.open', { name: furnitureName }) })
      .click();
    return this.page.getByRole('dialog', {
      name: this.text('availability.dialog.title', { name: furnitureName }),
    });
  }

  async regenerate(): Promise<void> {
    await this.runFromMenu('office.regeneratePurchaseOrder');
    await this.page
      .getByRole('alertdialog')
      .getByRole('button', { name: this.text('office.regeneratePurchaseOrder') })
      .click();
    await expect(this.page.getByRole('alertdialog')).toBeHidden();
  }
}
