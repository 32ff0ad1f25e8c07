import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  installerLinkListSchema,
  installSessionSchema,
} from '../../../src/domain/interventions/installer-link.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { openEvents } from '../sync/event-stream';
import {
  createLink,
  installerHeaders,
  installerPull,
  freshOrders,
  type PurchaseOrder,
} from './install-helpers';

let env: TestApp;
let admin: string;
let order: PurchaseOrder;
let other: PurchaseOrder;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());
beforeEach(async () => {
  ({ admin, order, other } = await freshOrders(env));
});

function session(headers: Record<string, string>, language = 'en') {
  return env.app.inject({
    method: 'GET',
    url: '/api/v1/interventions/install-session',
    headers: { ...headers, 'accept-language': language },
  });
}

describe('installation links', () => {
  it('an admin generates a link to /install/{purchaseOrderId}/{token}, valid 48 hours; others may not', async () => {
    const link = await createLink(env, admin, order.id);
    expect(link.url).toBe(`http://fitout.test/install/${order.id}/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - env.clock.now().getTime()).toBe(48 * hour);

    for (const email of ['b2b-admin@fitout.test', 'br-admin@fitout.test']) {
      const response = await env.app.inject({
        method: 'POST',
        url: `/api/v1/interventions/${order.id}/links`,
        headers: env.as(await env.login(email)),
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await env.app.inject({
      method: 'POST',
      url: `/api/v1/interventions/${order.id}/links`,
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await env.app.inject({
      method: 'POST',
      url: '/api/v1/interventions/0195a000-0000-7000-8000-000000000000/links',
      headers: env.as(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists links without their tokens; a new link leaves the older one valid', async () => {
    const first = await createLink(env, admin, order.id);
    env.clock.advance(hour);
    const second = await createLink(env, admin, order.id);
    const response = await env.app.inject({
      method: 'GET',
      url: `/api/v1/interventions/${order.id}/links`,
      headers: env.as(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(first.token);
    const { links } = installerLinkListSchema.parse(response.json());
    expect(links.map((link) => [link.id, link.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'active'],
    ]);
    expect((await session(installerHeaders(first, order.id))).statusCode).toBe(200);
  });

  it('install-session tells the page its purchase order, link and expiry', async () => {
    const link = await createLink(env, admin, order.id);
    const response = await session(installerHeaders(link, order.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = installSessionSchema.parse(response.json());
    expect(body).toMatchObject({ purchaseOrderId: order.id, linkId: link.id, expiresAt: link.expiresAt });
    expect(body.projectName.length).toBeGreaterThan(0);
  });

  it('expires at 48 hours on the server clock: 47h59 opens, 48h01 is refused as expired', async () => {
    const link = await createLink(env, admin, order.id);
    env.clock.advance(47 * hour + 59 * 60_000);
    expect((await session(installerHeaders(link, order.id))).statusCode).toBe(200);
    const pull = await installerPull(env, installerHeaders(link, order.id), 'install-device-exp', null);
    expect(pull.statusCode).toBe(200);
    env.clock.advance(2 * 60_000);
    const expired = await session(installerHeaders(link, order.id));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'install/link_expired' });
    expect(expired.json<{ detail: string }>().detail).toMatch(/expired/);
    const french = await session(installerHeaders(link, order.id), 'fr');
    expect(french.json<{ detail: string }>().detail).toMatch(/expiré/);
    const pullLater = await installerPull(env, installerHeaders(link, order.id), 'install-device-exp', null);
    expect(pullLater.statusCode).toBe(401);
    expect(pullLater.json()).toMatchObject({ code: 'install/link_expired' });
  });

  it('a revoked link is refused as revoked at once, its open stream closed; other links of the order stay valid', async () => {
    const revoked = await createLink(env, admin, order.id);
    const kept = await createLink(env, admin, order.id);
    const baseUrl = env.app.server.listening
      ? `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`
      : await env.app.listen({ port: 0, host: '127.0.0.1' });
    const revokedStream = await openEvents(baseUrl, installerHeaders(revoked, order.id));
    const keptStream = await openEvents(baseUrl, installerHeaders(kept, order.id));
    await revokedStream.opened();
    await keptStream.opened();
    const response = await env.app.inject({
      method: 'DELETE',
      url: `/api/v1/interventions/${order.id}/links/${revoked.id}`,
      headers: env.as(admin),
    });
    expect(response.statusCode).toBe(204);
    await revokedStream.ended();
    keptStream.close();
    const refused = await installerPull(env, installerHeaders(revoked, order.id), 'install-device-rev', null);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'install/link_revoked' });
    expect((await session(installerHeaders(kept, order.id))).statusCode).toBe(200);
    const { links } = installerLinkListSchema.parse(
      (
        await env.app.inject({
          method: 'GET',
          url: `/api/v1/interventions/${order.id}/links`,
          headers: env.as(admin),
        })
      ).json(),
    );
    expect(links.find((link) => link.id === revoked.id)?.status).toBe('revoked');
    // Only the order's own links can be revoked through its URL.
    const elsewhere = await env.app.inject({
      method: 'DELETE',
      url: `/api/v1/interventions/${other.id}/links/${kept.id}`,
      headers: env.as(admin),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('a token presented for another purchase order, a wrong token or a lone header is invalid', async () => {
    const link = await createLink(env, admin, order.id);
    const cases: Record<string, string>[] = [
      installerHeaders(link, other.id),
      installerHeaders({ token: 'x'.repeat(43) }, order.id),
      { 'x-installation-token': link.token },
      { 'x-purchase-order-id': order.id },
    ];
    for (const headers of cases) {
      const response = await session(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'install/link_invalid' });
    }
    // Nor do they buy a ticket for the nudge stream.
    const ticket = await env.app.inject({
      method: 'POST',
      url: '/api/v1/sync/events/ticket',
      headers: installerHeaders(link, other.id),
    });
    expect(ticket.statusCode).toBe(401);
    expect(ticket.json()).toMatchObject({ code: 'install/link_invalid' });
  });

  it('the token opens nothing but sync, attachments and install-session', async () => {
    const link = await createLink(env, admin, order.id);
    const headers = installerHeaders(link, order.id);
    const refused = [
      { method: 'GET', url: '/api/v1/auth/me' },
      { method: 'GET', url: '/api/v1/auth/' },
      { method: 'GET', url: '/api/v1/catalogue/config' },
      { method: 'POST', url: `/api/v1/interventions/${order.id}/links` },
      { method: 'GET', url: `/api/v1/interventions/${order.id}/links` },
      { method: 'GET', url: `/api/v1/interventions/${order.id}/history` },
    ] as const;
    for (const request of refused) {
      const response = await env.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    // Nor does it pass as a session token.
    const asBearer = await env.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: env.as(link.token),
    });
    expect(asBearer.statusCode).toBe(401);
  });
});
