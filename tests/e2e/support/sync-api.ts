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

/** A mutation as a test writes it: its name and its args. */
export type TestMutation = readonly [name: string, args: unknown];

/** Pushes the mutations as one device of the token's user would, and checks the server applied each. */
export async function pushApplied(
  request: APIRequestContext,
  token: string,
  mutations: readonly TestMutation[],
): Promise<void> {
  const response = await request.post('/api/v1/sync/push', {
    headers: { Authorization: `bearer ${token}` },
    data: {
      clientID: uuidv7(),
      protocolVersion: 1,
      mutations: mutations.map(([name, args], index) => ({
        id: index + 1,
        name,
        args,
        createdAt: new Date().toISOString(),
      })),
    },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: Array<{ status: string }> };
  expect(results.map((result) => result.status)).toEqual(mutations.map(() => 'applied'));
}
