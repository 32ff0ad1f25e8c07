import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

export type HomeDoor = 'try' | 'log_in' | 'sign_up';
export type HomeRoom = 'bedroom' | 'dining_room' | 'workspace';

/** `/`: the first page, its doors, its drawings of furnished rooms and its packs. */
export class HomePage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: t(this.lng, 'home:title') });
  }

  /** A way in, as a link of the page (the header has its own Sign up button). */
  door(door: HomeDoor): Locator {
    return this.page.getByRole('main').getByRole('link', { name: t(this.lng, `home:${door}`), exact: true });
  }

  get heroPicture(): Locator {
    return this.page.getByRole('img', { name: t(this.lng, 'home:hero_picture'), exact: true });
  }

  roomPicture(room: HomeRoom): Locator {
    return this.page.getByRole('img', { name: t(this.lng, `home:rooms.${room}.picture`), exact: true });
  }

  get packs(): Locator {
    return this.page.getByRole('list', { name: t(this.lng, 'home:packs.list_label') });
  }

  pack(name: string): Locator {
    return this.packs.getByRole('listitem', { name, exact: true });
  }

  /** A pack's price as the card writes it ("6 287,89 € TTC"). */
  packPrice(name: string): Locator {
    return this.pack(name).getByText(t(this.lng, 'common:vat.vatIncluded'));
  }
}
