import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The draft flow's quote step, `/projects/{projectId}?step=quote`: preview, PDF, submission. */
export class QuotePage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `quote:${key}`, values);
  }

  async goto(projectId: string): Promise<void> {
    await this.page.goto(`/projects/${projectId}?step=quote`);
  }

  get step(): Locator {
    return this.page.getByRole('region', { name: this.text('title') });
  }

  get vatSwitch(): Locator {
    return this.step.getByRole('switch', { name: t(this.lng, 'common:vat.label') });
  }

  roomTab(name: string, multiplier: number): Locator {
    return this.step.getByRole('tab', {
      name: this.text('rooms.tab', { name, multiplier: String(multiplier) }),
    });
  }

  /** A line of the selected room's table, found by the item's name. */
  line(room: string, item: string): Locator {
    return this.step
      .getByRole('table', { name: this.text('lines.label', { name: room }) })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: item, exact: true }) });
  }

  /** "Total : 1 234,56 € TTC" for an amount already formatted. */
  total(amount: string, vat: 'vatIncluded' | 'vatExcluded'): Locator {
    return this.step.getByText(this.text('totals.total', { amount, vat: t(this.lng, `common:vat.${vat}`) }), {
      exact: true,
    });
  }

  async download(): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.step.getByRole('button', { name: this.text('download.label') }).click();
    return downloading;
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('submit.title') });
  }

  async openSubmitDialog(): Promise<void> {
    await this.step.getByRole('button', { name: this.text('submit.open') }).click();
    await expect(this.dialog).toBeVisible();
    // The dialog fades in: checks of colours (axe) must read it once fully opaque.
    await expect
      .poll(() =>
        this.page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .filter((animation) => animation.playState === 'running').length,
        ),
      )
      .toBe(0);
  }

  /** A value of the dialog's summary, by its term ("Pièces", "Total HT"). */
  summary(term: string): Locator {
    return this.dialog
      .getByRole('term')
      .getByText(term, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
  }

  get acknowledge(): Locator {
    return this.dialog.getByRole('checkbox', { name: this.text('submit.ack') });
  }

  get confirm(): Locator {
    return this.dialog.getByRole('button', { name: this.text('submit.confirm'), exact: true });
  }

  /** Trial mode: the page saying the project has not reached the office. */
  get trialNotSent(): Locator {
    return this.step.getByText(this.text('trial_submit.not_sent'));
  }

  /** Trial mode: "Submit my project", which asks for the account and submits with it. */
  get trialSubmit(): Locator {
    return this.step.getByRole('button', { name: t(this.lng, 'auth:signup.submit_project'), exact: true });
  }

  /** Trial mode: the box saying the catalogue's warnings were read, on the page itself. */
  get trialAcknowledge(): Locator {
    return this.step.getByRole('checkbox', { name: this.text('submit.ack') });
  }

  thanks(key: 'waiting' | 'sent'): Locator {
    return this.page.getByRole('status').filter({ hasText: this.text(`thanks.${key}`) });
  }

  async expectShown(): Promise<void> {
    await expect(this.step).toBeVisible({ timeout: 30_000 });
  }
}
