import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

export type ListSection = 'drafts' | 'submitted';

/** The client's project lists, `/projects` and `/projects/dashboard`: filters, sections, New project. */
export class ProjectListPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `projectList:${key}`, values);
  }

  async gotoMine(): Promise<void> {
    await this.page.goto('/projects');
  }

  async gotoTeam(): Promise<void> {
    await this.page.goto('/projects/dashboard');
  }

  heading(titleKey: 'projects' | 'projectsDashboard'): Locator {
    return this.page.getByRole('heading', { level: 1, name: t(this.lng, `nav:titles.${titleKey}`) });
  }

  section(kind: ListSection): Locator {
    return this.page.getByRole('region', { name: this.text(`sections.${kind}`), exact: true });
  }

  /** A project's link, in one section or anywhere in the list. */
  project(name: string, kind?: ListSection): Locator {
    const scope = kind === undefined ? this.page.getByRole('main') : this.section(kind);
    return scope.getByRole('link', { name, exact: true });
  }

  /** The table row (wide screen) of a project, for what it says beside the name. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  get onboarding(): Locator {
    return this.page.getByRole('region', { name: this.text('onboarding.title') });
  }

  async dismissOnboarding(): Promise<void> {
    await this.onboarding.getByRole('button', { name: this.text('onboarding.dismiss') }).click();
    await expect(this.onboarding).toBeHidden();
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: this.text('filters.search') });
  }

  choice(key: 'status' | 'billing' | 'size'): Locator {
    return this.page.getByRole('combobox', { name: this.text(`filters.${key}`) });
  }

  /** On a phone, the button the filter choices wait behind, by what it says ('show_zero', 'show_one', 'hide'). */
  filtersButton(says: 'show_zero' | 'show_one' | 'hide'): Locator {
    return this.page.getByRole('button', { name: this.text(`filters.${says}`), exact: true });
  }

  get noMatch(): Locator {
    return this.page.getByText(this.text('no_match'));
  }

  get clearFilters(): Locator {
    return this.page.getByRole('button', { name: this.text('clear_filters') });
  }

  get newProjectDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('new_project.title') });
  }

  get newProjectName(): Locator {
    return this.newProjectDialog.getByRole('textbox', { name: this.text('new_project.name') });
  }

  /** Opens "New project" from the keyboard; the name field takes the focus. */
  async openNewProject(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('new_project.button') }).press('Enter');
    await expect(this.newProjectDialog).toBeVisible();
    await expect(this.newProjectName).toBeFocused();
  }
}
