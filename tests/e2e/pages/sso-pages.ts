import type { Locator, Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** Single sign-on as a person sees it: the login screen's entry, the organisation picker, the result page. */
export class SsoPages {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  get entry(): Locator {
    return this.page.getByRole('button', { name: t(this.lng, 'auth:login.sso.open') });
  }

  get offlineHint(): Locator {
    return this.page.getByText(t(this.lng, 'auth:login.sso.offline'));
  }

  get picker(): Locator {
    return this.page.getByRole('dialog', { name: t(this.lng, 'auth:login.sso.picker_title') });
  }

  partner(name: string): Locator {
    return this.picker.getByRole('button', { name, exact: true });
  }

  get failureHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: t(this.lng, 'auth:sso.title') });
  }

  failure(code: 'sso.failed' | 'sso.email_taken' | 'sso.unknown_client'): Locator {
    return this.page.getByRole('alert').filter({ hasText: t(this.lng, `errors:${code}`) });
  }

  get retry(): Locator {
    return this.page.getByRole('button', { name: t(this.lng, 'auth:sso.retry') });
  }
}

/** The partner's own sign-in page, served by the local provider (tests/server/support/oidc-test-provider.ts). */
export class ProviderSignInPage {
  constructor(private readonly page: Page) {}

  async signIn(login: string, password: string): Promise<void> {
    await this.page.getByLabel('Username').fill(login);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('link', { name: 'Cancel' }).click();
  }
}
