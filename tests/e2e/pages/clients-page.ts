import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The office's client pages (`/admin/clients*`) and the team page shared by every team. */
export class ClientsPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, key, values);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  field(key: string, values: Record<string, string> = {}): Locator {
    return this.page.getByRole('textbox', { name: this.text(key, values), exact: true });
  }

  button(key: string, values: Record<string, string> = {}): Locator {
    return this.page.getByRole('button', { name: this.text(key, values), exact: true });
  }

  link(key: string): Locator {
    return this.page.getByRole('link', { name: this.text(key), exact: true });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: this.text('clients:list.title') });
  }

  async fillClient(fields: Record<string, string>): Promise<void> {
    for (const [key, value] of Object.entries(fields)) await this.field(`clients:fields.${key}`).fill(value);
  }

  /** The message Fluent shows under a field, found through the field's description. */
  async expectFieldMessage(key: string, message: string): Promise<void> {
    const field = this.field(key);
    await expect(field).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  }

  get inviteDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('team:invite.title') });
  }

  /** Fills and sends the invitation dialog (opening it first). */
  async invite(fields: { first: string; last: string; email: string; role?: string }): Promise<void> {
    await this.button('team:invite.open').click();
    await expect(this.inviteDialog).toBeVisible();
    const box = (key: string) =>
      this.inviteDialog.getByRole('textbox', { name: this.text(`team:invite.${key}`), exact: true });
    await box('first_name').fill(fields.first);
    await box('last_name').fill(fields.last);
    await box('email').fill(fields.email);
    if (fields.role !== undefined)
      await this.inviteDialog
        .getByRole('combobox', { name: this.text('team:invite.role') })
        .selectOption({ label: fields.role });
    await this.button('team:invite.send').click();
  }

  /** A member's row: a table row, or an item of the list the table becomes on a phone. */
  member(email: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ hasText: email });
  }
}
