import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** The draft project screen, `/projects/{projectId}`: rooms as tabs, lines, the catalogue picker. */
export class ProjectPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `projects:${key}`, values);
  }

  async goto(projectId: string): Promise<void> {
    await this.page.goto(`/projects/${projectId}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get roomTabs(): Locator {
    return this.page.getByRole('tablist', { name: this.text('rooms.tabs_label') }).getByRole('tab');
  }

  /** The room tabs, in order. Inner text: a Fluent tab also holds a hidden copy of its label. */
  async expectRoomTabs(names: readonly string[], timeout?: number): Promise<void> {
    await expect(this.roomTabs).toHaveText([...names], { useInnerText: true, timeout });
  }

  roomTab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async addRoom(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text('rooms.add'), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text('rooms.add_title') });
    await dialog.getByLabel(this.text('rooms.name')).fill(name);
    await dialog.getByRole('button', { name: this.text('rooms.add_submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.roomTab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** Adds the default rooms and waits until every one of them has its tab. */
  async addDefaultRoomsAndCheck(names: readonly string[]): Promise<void> {
    await this.page.getByRole('button', { name: this.text('rooms.add_defaults'), exact: true }).click();
    for (const name of names) await expect(this.roomTab(name)).toBeVisible();
  }

  async selectRoom(name: string): Promise<void> {
    await this.roomTab(name).click();
    await expect(this.roomTab(name)).toHaveAttribute('aria-selected', 'true');
  }

  async renameRoom(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text('rooms.rename'), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text('rooms.rename_title') });
    await dialog.getByLabel(this.text('rooms.name')).fill(name);
    await dialog.getByRole('button', { name: this.text('rooms.rename_submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async removeRoom(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text('rooms.remove'), exact: true }).click();
    const dialog = this.page.getByRole('alertdialog', { name: this.text('rooms.remove_title', { name }) });
    await dialog.getByRole('button', { name: this.text('rooms.remove_confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Lines of the room whose tab is selected. */
  linesOf(roomName: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('lines.list_label', { name: roomName }) })
      .getByRole('listitem');
  }

  line(roomName: string, furnitureName: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('lines.list_label', { name: roomName }) })
      .getByRole('listitem', { name: furnitureName, exact: true });
  }

  pendingMark(line: Locator): Locator {
    return line.getByText(this.text('lines.pending'), { exact: true });
  }

  quantity(furnitureName: string): Locator {
    return this.page.getByRole('spinbutton', {
      name: this.text('lines.quantity_of', { name: furnitureName }),
    });
  }

  async setQuantity(furnitureName: string, quantity: number): Promise<void> {
    const input = this.quantity(furnitureName);
    await input.fill(String(quantity));
    await input.press('Enter');
    await expect(input).toHaveValue(String(quantity));
  }

  /** Searches the catalogue and adds the first match to the selected room; returns its name. */
  async addFirstFurniture(query: string): Promise<string> {
    await this.page.getByRole('searchbox', { name: this.text('picker.label') }).fill(query);
    const add = this.page
      .getByRole('list', { name: this.text('picker.results_label') })
      .getByRole('button')
      .first();
    const label = (await add.getAttribute('aria-label')) ?? '';
    const prefix = this.text('picker.add', { name: '' });
    await add.click();
    return label.slice(prefix.length);
  }
}
