import type { Locator, Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: t(this.lng, 'auth:login.form_label') });
  }

  get email(): Locator {
    return this.form.getByRole('textbox', { name: t(this.lng, 'auth:fields.email'), exact: true });
  }

  get password(): Locator {
    return this.form.getByRole('textbox', { name: t(this.lng, 'auth:fields.password'), exact: true });
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: t(this.lng, 'auth:login.submit') });
  }

  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
