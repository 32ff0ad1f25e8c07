import { expect, type Locator, type Page } from '@playwright/test';
import { t, type Language } from '../support/translations';

/** `/br/leads`: the referrer's leads and the registration dialog. */
export class MyLeadsPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  /** A table on a wide screen, cards on a phone: both carry the list's name. */
  get list(): Locator {
    const name = t(this.lng, 'referrer:leads.title');
    return this.page.getByRole('table', { name }).or(this.page.getByRole('list', { name }));
  }

  row(leadName: string): Locator {
    return this.list.getByRole('row').filter({ hasText: leadName });
  }

  purchaseOrderButton(leadName: string): Locator {
    return this.page.getByRole('button', {
      name: t(this.lng, 'leads:purchase_order.title', { name: leadName }),
    });
  }

  async register(lead: { name: string; email: string; phone: string; city: string }): Promise<Locator> {
    await this.page.getByRole('button', { name: t(this.lng, 'leads:register.open') }).click();
    const dialog = this.page.getByRole('dialog', { name: t(this.lng, 'leads:register.title') });
    await dialog.getByLabel(t(this.lng, 'leads:fields.name')).fill(lead.name);
    await dialog.getByLabel(t(this.lng, 'leads:fields.email')).fill(lead.email);
    await dialog.getByLabel(t(this.lng, 'leads:fields.phone')).fill(lead.phone);
    const project = dialog.getByRole('group', { name: t(this.lng, 'leads:sections.project_address') });
    await project.getByLabel(t(this.lng, 'leads:fields.city')).fill(lead.city);
    return dialog;
  }

  async submit(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: t(this.lng, 'leads:register.submit') }).click();
    await expect(dialog).toBeHidden();
  }
}

/** `/admin/leads`: every lead, its status moves and its signed project. */
export class AdminLeadsPage {
  constructor(
    private readonly page: Page,
    private readonly lng: Language,
  ) {}

  row(leadName: string): Locator {
    return this.page
      .getByRole('table', { name: t(this.lng, 'leads:admin.list') })
      .getByRole('row')
      .filter({ hasText: leadName });
  }

  async moveTo(leadName: string, status: 'contacted' | 'referred' | 'refused' | 'pending'): Promise<void> {
    const label = t(this.lng, 'leads:admin.move_to', { status: t(this.lng, `referrer:status.${status}`) });
    await this.row(leadName).getByRole('button', { name: label }).click();
    await expect(this.row(leadName)).toContainText(t(this.lng, `referrer:status.${status}`));
  }

  async linkProject(leadName: string, projectName: string, value: string): Promise<void> {
    await this.row(leadName)
      .getByRole('button', { name: t(this.lng, 'leads:admin.edit_title', { name: leadName }) })
      .click();
    const dialog = this.page.getByRole('dialog', {
      name: t(this.lng, 'leads:admin.edit_title', { name: leadName }),
    });
    await dialog.getByRole('searchbox').fill(projectName);
    await dialog.getByRole('radio', { name: projectName }).first().check();
    await dialog.getByLabel(t(this.lng, 'leads:fields.contract_value')).fill(value);
    await dialog.getByRole('button', { name: t(this.lng, 'leads:admin.save') }).click();
    await expect(dialog).toBeHidden();
  }
}
