import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { nextVersion } from '../../../server/db/versions';
import { insertSyncedRows } from '../../../server/sync/bulk-insert';
import { createTestApp, type TestApp } from '../support/test-app';
import { startListPages, type ListPages } from './list-pages';

let pages: ListPages;
let env: TestApp;
let adminToken: string;
const ids = { kivik: uuidv7(), malm: uuidv7(), lack: uuidv7() };

beforeAll(async () => {
  pages = await startListPages();
  env = await createTestApp({
    seed: 'accounts',
    config: {
      prefill: { allowPrivateHosts: true, timeoutMs: 30_000, maxBytes: 64 * 1024 },
      shoppingListSupplier: { name: 'Maison Test', links: ['127.0.0.1/shopping-lists/'] },
    },
  });
  const now = env.clock.now().toISOString();
  const item = (id: string, name: string, fields: Record<string, unknown>) =>
    furnitureSchema.parse({
      id,
      name,
      createdAt: now,
      updatedAt: now,
      priceExclVatCents: 10_000,
      priceInclVatCents: 12_000,
      ...fields,
    });
  await env.db.transaction(async (tx) => {
    await insertSyncedRows(
      tx,
      'furniture',
      [
        item(ids.kivik, 'Canapé Kivik', { url: 'https://ikea.com/fr/fr/p/kivik-canape-3-places-s19440589' }),
        item(ids.malm, 'Commode Malm', { sku: 'COM-MALM', supplierSku: '104.033.14' }),
        // Archived: the office no longer quotes it, so its page matches nothing.
        item(ids.lack, 'Table Lack', {
          url: 'https://www.ikea.com/fr/fr/p/lack-table-basse-40104294',
          archived: true,
        }),
      ],
      await nextVersion(tx),
    );
  });
  adminToken = await env.login('admin@fitout.test');
});
afterAll(async () => {
  await env?.close();
  await pages?.close();
});

async function parse(url: string, options: { token?: string; language?: string } = {}) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/shopping-lists/parse',
    headers: { ...env.as(options.token ?? adminToken), 'accept-language': options.language ?? 'en' },
    payload: { url },
  });
}

describe('POST /api/v1/shopping-lists/parse', () => {
  it('reads a JSON-LD list and matches its items to the catalogue by page, then by reference', async () => {
    const response = await parse(pages.url('/shopping-lists/lyon'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      url: pages.url('/shopping-lists/lyon'),
      items: [
        {
          name: 'KIVIK Canapé 3 places',
          url: 'https://www.ikea.com/fr/fr/p/kivik-canape-3-places-s19440589/?utm_source=list',
          sku: '194.405.89',
          quantity: 2,
          priceCents: 69_900,
          image: pages.url('/images/kivik.jpg'),
          match: { furnitureId: ids.kivik, by: 'url' },
        },
        {
          name: 'MALM Commode 6 tiroirs',
          url: 'https://www.ikea.com/fr/fr/p/malm-commode-6-tiroirs-10403314/',
          sku: '104.033.14',
          quantity: 3,
          priceCents: 22_999,
          image: null,
          match: { furnitureId: ids.malm, by: 'sku' },
        },
        {
          name: 'LACK Table basse',
          url: 'https://www.ikea.com/fr/fr/p/lack-table-basse-40104294/',
          sku: '401.042.94',
          quantity: 1,
          priceCents: null,
          image: 'https://cdn.ikea.test/lack.jpg',
          match: null,
        },
        {
          name: 'HEMNES Lit',
          url: '',
          sku: 'X-NEW-1',
          quantity: 1,
          priceCents: 124_900,
          image: null,
          match: null,
        },
      ],
    });
  });

  it('falls back to HTML microdata', async () => {
    const response = await parse(pages.url('/shopping-lists/microdata'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      {
        name: 'POÄNG Fauteuil',
        url: pages.url('/fr/p/poang-fauteuil-s59305594'),
        sku: '593.055.94',
        quantity: 4,
        priceCents: 9_999,
        image: pages.url('/img/poang.jpg'),
        match: null,
      },
      {
        name: 'BILLY Bibliothèque & portes',
        url: '',
        sku: '002.638.50',
        quantity: 1,
        priceCents: null,
        image: null,
        match: null,
      },
    ]);
  });

  it.each([
    ['another site', 'https://www.example.com/shopping-lists/lyon'],
    ['another path of the supplier', 'http://127.0.0.1:9/products/lyon'],
  ])('refuses a link of %s next to the field, in the caller language', async (_name, url) => {
    const english = await parse(url);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      code: 'validation',
      detail: [
        {
          loc: ['body', 'url'],
          msg: "This is not a link of the supplier's shopping lists.",
          type: 'shopping_list_supplier',
        },
      ],
    });
    const french = await parse(url, { language: 'fr' });
    expect(french.json().detail[0].msg).toBe("Ce lien n'est pas celui d'une liste d'achats du fournisseur.");
  });

  it('refuses what is not a link', async () => {
    const response = await parse('ma liste');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'url'], type: 'url_invalid' });
  });

  it.each([
    ['a page without a list', '/shopping-lists/engagements'],
    ['a list that is gone', '/shopping-lists/deleted'],
  ])('answers 422 "Sorry an error occurred" for %s', async (_name, path) => {
    const response = await parse(pages.url(path));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'shopping_list/not_a_list',
      detail: 'Sorry, an error occurred: no shopping list was found at this address.',
    });
  });

  it('refuses a list longer than an import takes (422)', async () => {
    const response = await parse(pages.url('/shopping-lists/entrepot'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'shopping_list/too_large' });
  });

  it('answers 502 when the supplier is down or unreachable', async () => {
    const down = await parse(pages.url('/shopping-lists/maintenance'), { language: 'fr' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      code: 'shopping_list/unreachable',
      detail: expect.stringContaining('Désolé, une erreur est survenue'),
    });
    // Nothing listens on port 9 of this machine.
    const closed = await parse('http://127.0.0.1:9/shopping-lists/lyon');
    expect(closed.statusCode).toBe(502);
    expect(closed.json()).toMatchObject({ code: 'shopping_list/unreachable' });
  });

  it('is the office’s: a client admin is refused before the link is read, and so is nobody', async () => {
    const clientToken = await env.login('b2b-admin@fitout.test');
    const refused = await parse(pages.url('/shopping-lists/lyon'), { token: clientToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth/forbidden' });
    const anonymous = await env.app.inject({
      method: 'POST',
      url: '/api/v1/shopping-lists/parse',
      payload: { url: pages.url('/shopping-lists/lyon') },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/shopping-lists/supplier', () => {
  it('tells the office whose links the form accepts', async () => {
    const response = await env.app.inject({
      method: 'GET',
      url: '/api/v1/shopping-lists/supplier',
      headers: env.as(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Maison Test', links: ['127.0.0.1/shopping-lists/'] });
  });
});
