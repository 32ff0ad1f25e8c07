import type { Locator, Page } from '@playwright/test';
import type { MenuEntryId } from '../../../src/domain/auth/menu';
import { t, type Language } from '../support/translations';

/** The frame around every screen: header (logo, language, account menu) and the side navigation. */
export class AppShell {
  constructor(
    private readonly page: Page,
    private lng: Language,
  ) {}

  get language(): Language {
    return this.lng;
  }

  get navigation(): Locator {
    return this.page.getByRole('navigation', { name: t(this.lng, 'nav:navigation_label') });
  }

  /** The skeleton shown while the current user loads; gone once the role's menu is known. */
  get menuSkeleton(): Locator {
    return this.navigation.getByLabel(t(this.lng, 'nav:menu_loading'));
  }

  get menuLinks(): Locator {
    return this.navigation.getByRole('link');
  }

  menuLink(id: MenuEntryId): Locator {
    return this.navigation.getByRole('link', { name: t(this.lng, `nav:menu.${id}`), exact: true });
  }

  menuNames(ids: readonly MenuEntryId[]): string[] {
    return ids.map((id) => t(this.lng, `nav:menu.${id}`));
  }

  get offlineBadge(): Locator {
    return this.page.getByRole('banner').getByText(t(this.lng, 'nav:offline'), { exact: true });
  }

  /** The header's sync status once everything is sent and the last download has landed. */
  get syncedStatus(): Locator {
    const summary = t(this.lng, 'sync:summary.synced');
    return this.page
      .getByRole('banner')
      .getByRole('button', { name: t(this.lng, 'sync:status_label', { summary }) });
  }

  get languageSelect(): Locator {
    return this.page
      .getByRole('banner')
      .getByRole('combobox', { name: t(this.lng, 'common:language.label') });
  }

  /** Switches the interface language; the page model then finds controls by their new names. */
  async chooseLanguage(lng: Language): Promise<void> {
    await this.languageSelect.selectOption(lng);
    this.lng = lng;
  }

  /** The phone layout's drawer toggle. */
  get drawerToggle(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: t(this.lng, 'nav:open_menu') });
  }

  get accountMenuButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: t(this.lng, 'nav:account_menu') });
  }

  async logOut(): Promise<void> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: t(this.lng, 'nav:logout') }).click();
  }
}
