import { expect, type APIRequestContext } from '@playwright/test';
import { uuidv7 } from '../../../src/domain/ids';
import { DEMO_PASSWORD } from './demo-users';

export type PulledChange = { entity: string; data: Record<string, unknown> | null };

/** A bearer token for a demo user, as the login screen gets it. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Every change the server holds for the token's user, pulled page by page as a fresh device would. */
export async function pullAll(request: APIRequestContext, token: string): Promise<PulledChange[]> {
  const clientID = uuidv7();
  const changes: PulledChange[] = [];
  let cookie: string | null = null;
  for (;;) {
    const response = await request.post('/api/v1/sync/pull', {
      headers: { Authorization: `bearer ${token}` },
      data: { clientID, protocolVersion: 1, cookie },
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { cookie: string; more: boolean; changes: PulledChange[] };
    changes.push(...page.changes);
    if (!page.more) return changes;
    cookie = page.cookie;
  }
}
