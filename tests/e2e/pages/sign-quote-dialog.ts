import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The client's "Accept the quote" dialog on its follow-up: a drawn signature and the typed name. */
export class SignQuoteDialog {
  constructor(
    readonly page: Page,
    private readonly lng: Language,
  ) {}

  text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `projectDetail:${key}`, values);
  }

  get openButton(): Locator {
    return this.page.getByRole('button', { name: this.text('actions.acceptQuote.open'), exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('sign.title') });
  }

  get pad(): Locator {
    return this.dialog.getByRole('img', { name: this.text('sign.signature') });
  }

  /** Draws a signature with the mouse: a few strokes across the pad. */
  async draw(): Promise<void> {
    const box = await this.pad.boundingBox();
    if (box === null) throw new Error('the signature pad is not on screen');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await this.page.mouse.move(...at(0.1, 0.6));
    await this.page.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.3, 0.7],
      [0.45, 0.35],
      [0.6, 0.65],
      [0.8, 0.4],
    ] as const)
      await this.page.mouse.move(...at(x, y), { steps: 5 });
    await this.page.mouse.up();
  }

  async sign(name: string): Promise<void> {
    await this.draw();
    await this.dialog.getByRole('textbox', { name: this.text('sign.name') }).fill(name);
    await this.dialog.getByRole('button', { name: this.text('sign.submit'), exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}
