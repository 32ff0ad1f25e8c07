import type { Page } from '@playwright/test';
import { AppShell } from '../../e2e/pages/app-shell';
import { LoginPage } from '../../e2e/pages/login-page';
import { DEMO_PASSWORD, demoUser, type DemoUser } from '../../e2e/support/demo-users';
import { t } from '../../e2e/support/translations';

/** Signs in through the login screen (English) and waits for the role's menu. */
export async function signIn(page: Page, key: DemoUser['key']): Promise<void> {
  const user = demoUser(key);
  const login = new LoginPage(page, 'en');
  await login.goto();
  await login.login(user.email, DEMO_PASSWORD);
  const first = user.menu[0];
  if (first !== undefined) await new AppShell(page, 'en').menuLink(first).waitFor();
}

/** A bearer token for calls made from Node (a session of its own, like another device). */
export async function apiToken(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  const body = (await response.json()) as { access_token: string; token_type: string };
  return `${body.token_type} ${body.access_token}`;
}

/**
 * One token per device, the users taken in turn. Sign-ins go one at a time: the server lets only a
 * few attempts per email be in flight at once (the rest answer 429, as a guesser would meet), and
 * the password hash is deliberately slow, which is not what a benchmark measures.
 */
export async function deviceTokens(
  baseURL: string,
  users: readonly string[],
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push(await apiToken(baseURL, users[i % users.length]!));
  return tokens;
}

/** The header's sync status button, by its accessible name for a summary (sync:summary.<kind>). */
export function syncStatusLabel(summaryKey: 'synced' | 'offline'): string {
  return t('en', 'sync:status_label', { summary: t('en', `sync:summary.${summaryKey}`) });
}

/**
 * Waits until the header says "Up to date" (a pull ended with nothing left) and returns the page's
 * clock (epoch ms) when it saw it.
 */
export async function waitUntilSynced(page: Page, timeoutMs: number): Promise<number> {
  const label = syncStatusLabel('synced');
  const handle = await page.waitForFunction(
    (name) => (document.querySelector(`button[aria-label="${name}"]`) ? Date.now() : 0),
    label,
    { polling: 50, timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}
