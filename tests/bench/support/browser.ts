import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';

const STEP_TIMEOUT_MS = 60_000;

export type FreshBrowser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/**
 * Chromium with a new, disk-backed profile: an incognito context keeps IndexedDB in memory (writes
 * look 1.5–1.7× faster than real) and a reused profile slows down after many refills.
 */
export async function launchFreshProfile(options: {
  scratchDir: string;
  label: string;
  baseURL: string;
}): Promise<FreshBrowser> {
  const profileDir = mkdtempSync(join(options.scratchDir, `${options.label}-profile-`));
  const context = await chromium.launchPersistentContext(profileDir, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    baseURL: options.baseURL,
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page, close: () => context.close() };
}
