import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { createTestApp, type TestApp } from '../support/test-app';

/** The routes anyone may call; every other route needs a credential. */
const publicRoutes = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/signup',
  'POST /api/v1/auth/forgot-password',
  'GET /api/v1/trial/projects/:id',
  'PUT /api/v1/trial/projects/:id',
  'GET /api/v1/trial/catalogue',
  // Single sign-on: the partners list and the navigations to and back from the provider; the
  // session claim's credential is its cookie (tests/server/auth/sso.test.ts).
  'GET /api/v1/auth/sso',
  'GET /api/v1/auth/sso/',
  'GET /api/v1/auth/sso/:client/redirect',
  'GET /api/v1/auth/sso/:client/login/',
  'POST /api/v1/auth/sso/session',
]);

/**
 * Every registered route as `METHOD /path`, read from Fastify's route tree (it has no list): each
 * line is a path segment indented under its parent, with its methods.
 */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (match === null) return [];
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    return methods
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${path}`);
  });
}

let t: TestApp;
let routes: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
});
afterAll(async () => {
  await t.close();
});

describe('guarded routes', () => {
  it('are read from the app', () => {
    expect(routes).toContain('POST /api/v1/sync/push');
    expect(routes).toContain('PATCH /api/v1/auth/:userId');
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answer 401 with a detail to a caller without a valid credential, before looking at the body', async () => {
    const guarded = routes.filter((route) => !publicRoutes.has(route));
    for (const route of guarded) {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, () => uuidv7());
      for (const headers of [{}, { authorization: 'bearer made-up-token' }]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect([401, 403], `${route} ${response.body}`).toContain(response.statusCode);
        const body = response.json<{ detail: unknown; code: string }>();
        expect(typeof body.detail, route).toBe('string');
        expect(body.code, route).not.toBe('validation');
      }
    }
  });
});
