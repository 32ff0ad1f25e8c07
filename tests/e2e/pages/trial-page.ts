import type { Locator, Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** What trial mode adds around the draft screens: the banner, its save state and Sign up button. */
export class TrialPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  get bannerText(): Locator {
    return this.page.getByText(t(this.lng, 'trial:banner'));
  }

  /** The banner's Sign up button (the header has its own). */
  get signUpButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: t(this.lng, 'auth:signup.open') });
  }

  saveState(state: 'device' | 'saved'): Locator {
    return this.page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${t(this.lng, `trial:save.${state}`)}$`) });
  }

  /** `/try`: answers buy or rent, starts, and lands on the new draft's next step; answers its id. */
  async start(billingType: 'buy' | 'rent' = 'buy'): Promise<string> {
    await this.page.goto('/try');
    await this.page
      .getByRole('radio', { name: new RegExp(`^${t(this.lng, `projects:define.${billingType}`)}\\b`) })
      .check();
    await this.page.getByRole('button', { name: t(this.lng, 'trial:try.start'), exact: true }).click();
    await this.page.waitForURL(/\/trial\/[0-9a-f-]{36}\?step=offer$/);
    return new URL(this.page.url()).pathname.split('/').pop() ?? '';
  }
}
