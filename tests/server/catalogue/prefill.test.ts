import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminEmail, demoLogins } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { startPageServer, type PageServer } from './product-pages';

// The time limit is what the slow page (which never answers) waits for; every other page answers
// at once, even on a busy machine, well within it.
const limits = { timeoutMs: 3_000, maxBytes: 64 * 1024 };
const erpProductUrlTemplates = ['https://erp.example/p/{id}', 'https://erp.example/stock/{id}'];

let pages: PageServer;
let env: TestApp;
let strictEnv: TestApp;
let adminToken: string;

beforeAll(async () => {
  pages = await startPageServer({
    largeBytes: 200 * 1024,
    redirectTarget: 'http://10.0.0.1/x',
  });
  env = await createTestApp({
    seed: 'accounts',
    config: {
      prefill: { allowPrivateHosts: true, ...limits },
      erpProductUrlTemplates,
      vatRateBp: 550,
      rentMonths: 36,
    },
  });
  // The production default: no private hosts, so the local pages themselves are out of reach.
  strictEnv = await createTestApp({
    seed: 'accounts',
    config: { prefill: { allowPrivateHosts: false, ...limits } },
  });
  adminToken = await env.login('admin@fitout.test');
});
afterAll(async () => {
  await env?.close();
  await strictEnv?.close();
  await pages?.close();
});

async function prefill(target: TestApp, token: string, url: string, language = 'en') {
  return target.app.inject({
    method: 'POST',
    url: '/api/v1/catalogue/prefill',
    headers: { ...target.as(token), 'accept-language': language },
    payload: { url },
  });
}

describe('POST /api/v1/catalogue/prefill', () => {
  it('reads a schema.org Product in JSON-LD', async () => {
    const response = await prefill(env, adminToken, pages.url('/products/elegance'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      name: "Canapé d'angle Élégance",
      description: 'Canapé 4 places en velours.',
      images: [pages.url('/img/elegance-1.jpg'), 'https://cdn.example.com/elegance-2.jpg'],
      priceCents: 129_990,
      currency: 'EUR',
      sku: 'CAN-ELG-01',
      brand: 'Maison Lumière',
      url: pages.url('/products/elegance'),
    });
  });

  it('reads a Product inside @graph with a list of offers, gzipped, completed by Open Graph', async () => {
    const response = await prefill(env, adminToken, pages.url('/products/ecume'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Fauteuil Écume',
      description: 'Fauteuil en laine bouclée & chêne',
      images: ['https://cdn.example.com/ecume.jpg'],
      priceCents: 44_900,
      currency: 'EUR',
      sku: 'FAU-ECU',
      brand: 'Atelier Nord',
    });
  });

  it('falls back to Open Graph, and follows a redirect', async () => {
    const response = await prefill(env, adminToken, pages.url('/old-link'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      name: 'Chaise Élise en chêne',
      description: 'Chaise en chêne massif, assise paille.',
      images: ['https://cdn.example.com/elise.jpg', pages.url('/elise-2.jpg')],
      priceCents: 124_950,
      currency: 'EUR',
      sku: '',
      brand: '',
      url: pages.url('/products/elise'),
    });
  });

  it.each([
    ['a page with neither', '/about'],
    ['a 404', '/missing-product'],
    ['an image', '/image.png'],
  ])('answers 422 with the pre-fill error for %s, in the caller language', async (_name, path) => {
    const english = await prefill(env, adminToken, pages.url(path));
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      code: 'catalogue/prefill_failed',
      detail: expect.stringContaining('An error occurred while pre-filling the furniture'),
    });
    const french = await prefill(env, adminToken, pages.url(path), 'fr');
    expect(french.json().detail).toContain('Erreur lors du pré-remplissage du meuble');
  });

  it('gives up on a page slower than the time limit (502)', async () => {
    const response = await prefill(env, adminToken, pages.url('/slow'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'catalogue/prefill_unreachable' });
  });

  it('refuses a page over the size limit while reading it (502)', async () => {
    const response = await prefill(env, adminToken, pages.url('/large'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'catalogue/prefill_too_large' });
  });

  it.each([
    ['a shop error', '/broken'],
    ['a redirect loop', '/loop'],
  ])('answers 502 for %s', async (_name, path) => {
    const response = await prefill(env, adminToken, pages.url(path));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'catalogue/prefill_unreachable' });
  });

  it.each(['ftp://shop.example.com/p/1', 'file:///etc/passwd', 'not a url'])(
    'refuses %s as a URL',
    async (url) => {
      const response = await prefill(env, adminToken, url);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation' });
    },
  );

  it.each([
    'http://127.0.0.1:1/p',
    'http://localhost:1/p',
    'http://[::1]:1/p',
    'http://[::ffff:127.0.0.1]:1/p',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.1.2.3/p',
    'http://2130706433/p',
  ])('refuses private and loopback addresses unless the config allows them: %s', async (url) => {
    const token = await strictEnv.login('admin@fitout.test');
    const response = await prefill(strictEnv, token, url);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'catalogue/prefill_host_refused' });
  });

  it('refuses the local test pages too when private hosts are not allowed', async () => {
    const token = await strictEnv.login('admin@fitout.test');
    const response = await prefill(strictEnv, token, pages.url('/products/elegance'));
    expect(response.json()).toMatchObject({ code: 'catalogue/prefill_host_refused' });
  });

  it.each(demoLogins.filter((email) => email !== demoAdminEmail))(
    'is for admins only: %s gets 403, even with a bad body',
    async (email) => {
      const token = await env.login(email);
      const response = await prefill(env, token, pages.url('/products/elegance'));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth/forbidden' });
      const bad = await prefill(env, token, 'not a url');
      expect(bad.statusCode).toBe(403);
    },
  );

  it('needs a session', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/v1/catalogue/prefill',
      payload: { url: pages.url('/products/elegance') },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/catalogue/config', () => {
  it("gives the ERP URL templates, the VAT rate, the rental's months and the export's longest period to signed-in users", async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const response = await env.app.inject({
      method: 'GET',
      url: '/api/v1/catalogue/config',
      headers: env.as(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      erpProductUrlTemplates,
      vatRateBp: 550,
      rentMonths: 36,
      exportMaxDays: 366,
    });
    const anonymous = await env.app.inject({ method: 'GET', url: '/api/v1/catalogue/config' });
    expect(anonymous.statusCode).toBe(401);
  });
});
