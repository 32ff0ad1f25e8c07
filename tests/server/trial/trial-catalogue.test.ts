import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceRateIds } from '../../../src/domain/catalogue';
import { furnitureCategorySchema } from '../../../src/domain/entities/furniture-category.schema';
import { furnitureRangeSchema } from '../../../src/domain/entities/furniture-range.schema';
import { uuidv7 } from '../../../src/domain/ids';
import {
  trialCatalogueEntities,
  trialCatalogueSchema,
} from '../../../src/domain/trial/trial-catalogue.schema';
import { nextVersion } from '../../../server/db/versions';
import { seedBusinessSettings } from '../../../server/seed/business';
import { insertSyncedRows } from '../../../server/sync/bulk-insert';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, newClientId, pullAll } from '../sync/sync-helpers';
import { seedTrialFurniture, type TrialFurniture } from './trial-helpers';

let env: TestApp;
let furniture: TrialFurniture;
let ranges: { open: string; archived: string };
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
beforeEach(async () => {
  await env.reset();
  furniture = await seedTrialFurniture(env);
  // Back-office fields a visitor must never read.
  await env.db.execute(
    sql`update furniture set data = data || '{"supplier":"Atelier Nord","supplierSku":"AN-12","note":"marge 40 %","stockQuantity":7}'::jsonb`,
  );
  const now = env.clock.now().toISOString();
  const range = (name: string, archived: boolean) =>
    furnitureRangeSchema.parse({
      id: uuidv7(),
      createdAt: now,
      updatedAt: now,
      name,
      archived,
      note: 'fournisseur unique',
      items: [{ furnitureId: furniture.sofa, core: true }],
    });
  const rows = [range('Gamme Lin', false), range('Gamme retirée', true)];
  const category = furnitureCategorySchema.parse({
    id: uuidv7(),
    createdAt: now,
    updatedAt: now,
    key: 'sofa',
    nameEn: 'Sofas',
    nameFr: 'Canapés',
  });
  await env.db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await insertSyncedRows(tx, 'furnitureRanges', rows, version);
    await insertSyncedRows(tx, 'furnitureCategories', [category], version);
    await insertSyncedRows(
      tx,
      'serviceRates',
      [
        {
          id: serviceRateIds.assembly,
          createdAt: now,
          updatedAt: now,
          key: 'assembly',
          rule: 'perRoom',
          priceCents: 4_500,
          vatRateBp: 2000,
        },
      ],
      version,
    );
    await seedBusinessSettings(tx, version, env.clock.now());
  });
  ranges = { open: rows[0]!.id, archived: rows[1]!.id };
});
afterAll(async () => env?.close());

const getCatalogue = (headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'GET', url: '/api/v1/trial/catalogue', headers });

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('GET /api/v1/trial/catalogue', () => {
  it('gives a visitor without an account exactly what a B2C visitor may quote, with no back-office field', async () => {
    const response = await getCatalogue();
    expect(response.statusCode, response.body).toBe(200);
    const catalogue = trialCatalogueSchema.parse(response.json());

    // Archived rows and company-only modules are left out; a disabled item stays readable, as in a pull.
    expect(ids(catalogue.furniture)).toEqual([furniture.sofa, furniture.lamp, furniture.disabled].sort());
    expect(ids(catalogue.furnitureModules)).toEqual([furniture.b2cModule]);
    expect(ids(catalogue.furnitureRanges)).toEqual([ranges.open]);
    expect(catalogue.furnitureCategories.map((row) => row.key)).toEqual(['sofa']);
    // The office's service rates, so the visitor's chosen services are priced as on a client's quote.
    expect(catalogue.serviceRates).toMatchObject([{ key: 'assembly', rule: 'perRoom', priceCents: 4_500 }]);
    // The business's identity and terms, so the visitor's quote PDF prints who quotes.
    expect(catalogue.businessSettings).toMatchObject([
      { name: 'Maison Ébène Aménagement', vatNumber: 'FR32812345678' },
    ]);

    for (const row of catalogue.furniture)
      expect(row).toMatchObject({ supplier: '', supplierSku: '', note: '', stockQuantity: 0 });
    expect(catalogue.furnitureModules[0]).toMatchObject({ note: '', clientIds: [], clientPrices: [] });
    expect(catalogue.furnitureRanges[0]?.note).toBe('');
    expect(response.body).not.toMatch(/Atelier Nord|AN-12|marge|fournisseur unique/);
  });

  it("holds the same rows as a B2C client's pull of the catalogue", async () => {
    const catalogue = trialCatalogueSchema.parse((await getCatalogue()).json());
    const { rows } = await pullAll(env, await env.login('b2c@fitout.test'), newClientId());
    for (const entity of trialCatalogueEntities) {
      const pulled = live(rows, entity).map((row) =>
        trialCatalogueSchema.shape[entity].element.parse(row.data),
      );
      expect(catalogue[entity], entity).toEqual(expect.arrayContaining(pulled));
      expect(catalogue[entity]).toHaveLength(pulled.length);
    }
  });

  it('answers 304 to a browser that already holds this version, and the full body after a change', async () => {
    const first = await getCatalogue();
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await getCatalogue({ 'if-none-match': etag })).statusCode).toBe(304);

    await env.db.execute(
      sql`update furniture set data = jsonb_set(data, '{archived}', 'true') where id = ${furniture.lamp}`,
    );
    const changed = await getCatalogue({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(ids(trialCatalogueSchema.parse(changed.json()).furniture)).not.toContain(furniture.lamp);
  });
});

describe('trial catalogue request limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seed: false, config: { rateLimitMax: 2 } });
  });
  afterAll(async () => limited?.close());

  it('counts its requests like any other and answers 429 past the limit', async () => {
    const get = () => limited.app.inject({ method: 'GET', url: '/api/v1/trial/catalogue' });
    expect([(await get()).statusCode, (await get()).statusCode, (await get()).statusCode]).toEqual([
      200, 200, 429,
    ]);
  });
});
