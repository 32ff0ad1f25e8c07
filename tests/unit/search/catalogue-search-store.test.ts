import { afterEach, describe, expect, it } from 'vitest';
import { FitoutDatabase, type LocalRow } from '../../../src/db/database';
import { CatalogueSearchStore } from '../../../src/search/catalogue-search-store';

const now = '2026-03-02T09:00:00.000Z';

function furniture(id: string, name: string, sku = ''): LocalRow<'furniture'> {
  return {
    id,
    name,
    clientName: '',
    sku,
    supplierSku: '',
    supplier: '',
    categoryId: null,
    barcode: '',
    description: '',
    images: [],
    url: '',
    erpLink: '',
    priceExclVatCents: 1000,
    priceInclVatCents: 1200,
    note: '',
    warningEn: '',
    warningFr: '',
    isDisabled: false,
    archived: false,
    availability: 'available_in_warehouse',
    stockQuantity: 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

const releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
});

async function opened(rows: LocalRow<'furniture'>[]) {
  const db = new FitoutDatabase(`search-store-${Math.random()}`);
  await db.entity('furniture').bulkPut(rows);
  const store = new CatalogueSearchStore(db);
  releases.push(store.retain());
  await store.settled();
  return { db, store };
}

describe('catalogue search store', () => {
  it('indexes the local catalogue, then says it is no longer loading', async () => {
    const { store } = await opened([furniture('a', 'Canapé Élégance'), furniture('b', 'Chaise Élise')]);
    expect(store.getSnapshot().loading).toBe(false);
    expect(store.index.search('elegance').ids).toEqual(['a']);
  });

  it('follows puts, updates and deletes made in the database, and notifies subscribers', async () => {
    const { db, store } = await opened([furniture('a', 'Canapé Élégance')]);
    let notified = 0;
    const unsubscribe = store.subscribe(() => notified++);

    await db.entity('furniture').bulkPut([furniture('b', 'Fauteuil Écume', 'FAU-01')]);
    await expect.poll(() => store.index.search('fauteuil').ids).toEqual(['b']);

    await db.entity('furniture').put(furniture('a', 'Canapé Bérénice'));
    await expect.poll(() => store.index.search('berenice').ids).toEqual(['a']);
    expect(store.index.search('elegance').ids).toEqual([]);

    await db.entity('furniture').delete('b');
    await expect.poll(() => store.index.search('fau-01').ids).toEqual([]);
    expect(notified).toBeGreaterThanOrEqual(3);
    unsubscribe();
  });

  it('reloads everything when the table is cleared', async () => {
    const { db, store } = await opened([furniture('a', 'Canapé Élégance')]);
    await db.entity('furniture').clear();
    await expect.poll(() => store.index.size).toBe(0);
    await db.entity('furniture').put(furniture('c', 'Lampe Arc'));
    await expect.poll(() => store.index.search('lampe').ids).toEqual(['c']);
  });

  it('indexes a catalogue larger than one read chunk, every row once', async () => {
    const rows = Array.from({ length: 4_500 }, (_, i) =>
      furniture(`id-${String(i).padStart(5, '0')}`, `Chaise ${i}`, `SKU-${i}`),
    );
    const { store } = await opened(rows);
    expect(store.index.search('').total).toBe(4_500);
    expect(store.index.search('SKU-4499').ids).toEqual(['id-04499']);
    expect(store.index.search('SKU-0').ids).toEqual(['id-00000']);
  });

  it('keeps searching the previous content while a reload reads the table again', async () => {
    const { db, store } = await opened([furniture('a', 'Canapé Élégance')]);
    await db.entity('furniture').clear();
    expect(store.index.search('elegance').ids).toEqual(['a']);
    await store.settled();
    expect(store.index.search('elegance').ids).toEqual([]);
  });

  it('reads the first names in name order while the index loads, for the list to show at once', async () => {
    const db = new FitoutDatabase(`search-store-${Math.random()}`);
    await db
      .entity('furniture')
      .bulkPut([
        furniture('c', 'Lampe Oslo'),
        furniture('b', 'Chaise Élise'),
        furniture('a', 'Canapé Élégance'),
      ]);
    const store = new CatalogueSearchStore(db);
    releases.push(store.retain());
    const read = new Promise<void>((resolve) => {
      store.subscribe(() => {
        if (store.getFirstNames() !== undefined) resolve();
      });
    });
    store.readFirstNames(2);
    await read;
    expect(store.getFirstNames()?.map((row) => row.id)).toEqual(['a', 'b']);
  });
});
