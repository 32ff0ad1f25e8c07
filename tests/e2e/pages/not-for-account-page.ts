import type { Locator, Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** What a signed-in user sees on a route of another role (src/domain/access/routes.ts). */
export class NotForAccountPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: t(this.lng, 'nav:not_for_account.title') });
  }

  get homeLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: t(this.lng, 'nav:not_for_account.home') });
  }
}
