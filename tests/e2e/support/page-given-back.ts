import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page is given back to assistive technologies once no dialog is open: `control` is found by
 * role (Playwright's role queries read the accessibility tree, which leaves out what is
 * aria-hidden), no ancestor of it is aria-hidden, nor is the app's root, which a modal dialog hides
 * while it is open.
 */
export async function expectPageGivenBack(page: Page, control: Locator): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(control).toBeVisible();
  await expect
    .poll(() => control.evaluate((element) => element.closest('[aria-hidden="true"]') === null))
    .toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
}
