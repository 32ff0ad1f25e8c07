import type { Locator, Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

export type SignupInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
};

/** The sign-up modal, opened from the header's Sign up button that logged-out visitors see. */
export class SignupDialog {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  get openButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: t(this.lng, 'auth:signup.open') });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: t(this.lng, 'auth:signup.title') });
  }

  private field(key: string): Locator {
    return this.dialog.getByRole('textbox', { name: t(this.lng, `auth:fields.${key}`), exact: true });
  }

  /** Opens the dialog with `opener` (the header's button unless told) and submits the form. */
  async signUp(input: SignupInput, opener: Locator = this.openButton): Promise<void> {
    await opener.click();
    await this.field('first_name').fill(input.firstName);
    await this.field('last_name').fill(input.lastName);
    await this.field('email').fill(input.email);
    await this.field('phone_number').fill(input.phone);
    await this.field('password').fill(input.password);
    await this.field('password_confirmation').fill(input.password);
    await this.dialog.getByRole('button', { name: t(this.lng, 'auth:signup.submit') }).click();
  }
}
