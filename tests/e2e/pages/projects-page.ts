import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

export type DraftStep = 'define' | 'offer' | 'delivery' | 'rooms' | 'quote';

/**
 * The draft project screen, `/projects/{projectId}`: a stepper (buy or rent, offer, delivery,
 * rooms, quote); on the rooms step, rooms as tabs, lines, the catalogue picker.
 */
export class ProjectPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  private text(key: string, values: Record<string, string> = {}): string {
    return t(this.lng, `projects:${key}`, values);
  }

  /** Opens the draft at a step; without one, at the step the draft resumes at. */
  async goto(projectId: string, step: DraftStep | null = 'rooms'): Promise<void> {
    await this.page.goto(step === null ? `/projects/${projectId}` : `/projects/${projectId}?step=${step}`);
  }

  /** Opens a step of the draft shown, under whatever path it has (`/projects/{id}`, `/trial/{id}`). */
  async openStepByUrl(step: DraftStep): Promise<void> {
    const url = new URL(this.page.url());
    url.searchParams.set('step', step);
    await this.page.goto(url.toString());
    await this.expectStep(step);
  }

  get stepper(): Locator {
    return this.page.getByRole('navigation', { name: this.text('steps.label') });
  }

  stepButton(step: DraftStep): Locator {
    return this.stepper.getByRole('button', { name: this.stepLabel(step), exact: true });
  }

  private stepLabel(step: DraftStep): string {
    const number = ['define', 'offer', 'delivery', 'rooms', 'quote'].indexOf(step) + 1;
    return this.text('steps.numbered', { number: String(number), title: this.text(`steps.${step}`) });
  }

  /** The step shown: its button in the stepper is the current one and its title heads the section. */
  async expectStep(step: DraftStep): Promise<void> {
    await expect(this.stepper.locator('[aria-current="step"]')).toHaveAccessibleName(this.stepLabel(step));
    await expect(
      this.page.getByRole('heading', { level: 2, name: this.text(`steps.${step}`), exact: true }),
    ).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('steps.next'), exact: true }).click();
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('steps.back'), exact: true }).click();
  }

  billingChoice(type: 'buy' | 'rent'): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${this.text(`define.${type}`)}\\b`) });
  }

  /** A pack's card on the offer step. */
  offerCard(name: string): Locator {
    return this.page
      .getByRole('list', { name: this.text('offer.modules') })
      .getByRole('listitem', { name, exact: true });
  }

  async chooseOffer(name: string): Promise<void> {
    await this.offerCard(name)
      .getByRole('button', { name: this.text('offer.choose', { name }), exact: true })
      .click();
  }

  /** A field of the delivery step by its label key (`delivery.size`, `address.city`...). */
  field(key: string): Locator {
    return this.page.getByLabel(this.text(key), { exact: true });
  }

  fieldMessage(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** A dropdown by its label key: its name also reads the value chosen. */
  dropdown(key: string): Locator {
    return this.page.getByRole('combobox', { name: new RegExp(`^${this.text(key)}`) });
  }

  async chooseOption(fieldKey: string, option: string): Promise<void> {
    await this.dropdown(fieldKey).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.dropdown(fieldKey)).toHaveText(option);
  }

  multiplier(roomName: string): Locator {
    return this.page.getByRole('spinbutton', { name: this.text('rooms.multiplier', { name: roomName }) });
  }

  async setMultiplier(roomName: string, value: number): Promise<void> {
    const input = this.multiplier(roomName);
    await input.fill(String(value));
    await input.press('Enter');
    await expect(input).toHaveValue(String(value));
  }

  option(key: string): Locator {
    return this.page.getByRole('checkbox', { name: t(this.lng, `common:services.${key}`), exact: true });
  }

  /** Opens a line's replacement dialog and swaps in its first proposal; returns the new name. */
  async replaceWithFirst(furnitureName: string): Promise<string> {
    await this.page
      .getByRole('button', { name: this.text('replace.open', { name: furnitureName }), exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', {
      name: this.text('replace.title', { name: furnitureName }),
    });
    const choose = dialog
      .getByRole('list', { name: this.text('replace.list_label') })
      .getByRole('button')
      .first();
    const label = (await choose.getAttribute('aria-label')) ?? '';
    await choose.click();
    await expect(dialog).toBeHidden();
    return label.slice(this.text('replace.choose', { name: '' }).length);
  }

  /** Names of the lines of the selected room, in order. */
  async lineNames(roomName: string): Promise<string[]> {
    return this.linesOf(roomName).evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
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
    await this.submitNewRoom(await this.typeNewRoom(name), name);
  }

  /** Opens "New room" and types its name, without adding it yet. */
  async typeNewRoom(name: string): Promise<{ dialog: Locator; name: Locator }> {
    await this.page.getByRole('button', { name: this.text('rooms.add'), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text('rooms.add_title') });
    const field = dialog.getByLabel(this.text('rooms.name'));
    await field.fill(name);
    return { dialog, name: field };
  }

  /** Adds the room typed in the "New room" dialog; done once its tab is the selected one. */
  async submitNewRoom({ dialog }: { dialog: Locator }, name: string): Promise<void> {
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
