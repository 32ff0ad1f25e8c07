import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { DetailTabId } from '../../../src/features/projects/components/detail/detail-tabs';
import { t, type Language } from '../support/translations';

/** The client's follow-up of a submitted project, `/projects/detail/{projectId}`: one tab per section. */
export class ProjectDetailPage {
  constructor(
    readonly page: Page,
    private readonly lng: Language,
  ) {}

  text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, key.includes(':') ? key : `projectDetail:${key}`, values);
  }

  async goto(projectId: string): Promise<void> {
    await this.page.goto(`/projects/detail/${projectId}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get tabs(): Locator {
    return this.page.getByRole('tablist', { name: this.text('tabs.label') }).getByRole('tab');
  }

  tab(id: DetailTabId): Locator {
    return this.page.getByRole('tab', { name: this.text(`tabs.${id}`), exact: true });
  }

  /** The open tab's panel (the quote tab holds a panel of its own for its rooms). */
  panel(id: DetailTabId): Locator {
    return this.page.getByRole('tabpanel', { name: this.text(`tabs.${id}`), exact: true });
  }

  /** Opens a tab and waits until its panel shows. */
  async selectTab(id: DetailTabId): Promise<void> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute('aria-selected', 'true');
    await expect(this.panel(id)).toBeVisible();
  }

  /** The label/value pair of a description list, as a reader sees it side by side. */
  field(label: string): Locator {
    return this.page
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) });
  }

  reserve(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('reserves.list_label') })
      .getByRole('listitem', { name, exact: true });
  }

  get agreement(): Locator {
    return this.page.getByRole('article', { name: this.text('agreement.title') });
  }

  /** Downloads the rental agreement's PDF from its tab. */
  async downloadAgreement(): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: this.text('agreement.download'), exact: true }).click();
    return downloading;
  }

  get printButton(): Locator {
    return this.page.getByRole('button', { name: this.text('agreement.print'), exact: true });
  }

  /** Whether the page is wider than the window, which a phone would show as a sideways scroll. */
  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}
