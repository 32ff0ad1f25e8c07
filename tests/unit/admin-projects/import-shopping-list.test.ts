import { describe, expect, it } from 'vitest';
import type { FitoutDatabase } from '../../../src/db/database';
import { mutate } from '../../../src/db/mutate';
import { uuidv7 } from '../../../src/domain/ids';
import type { ParsedShoppingListItem } from '../../../src/domain/shopping-list/shopping-list.schema';
import { importShoppingListItems } from '../../../src/features/admin-projects/actions/import-shopping-list';
import type { Mutate } from '../../../src/sync/client';
import { seededDatabase } from '../db/support/seeded-database';
import { adminActor } from '../sync/support/fixtures';

/** The app's mutation pipeline over a real (fake-indexeddb) store, as `useMutate()` gives the office. */
function mutateOn(db: FitoutDatabase): Mutate {
  return new Proxy({} as Mutate, {
    get: (_, name) => (args: unknown) => mutate(db, adminActor, String(name), args),
  });
}

const item = (fields: Partial<ParsedShoppingListItem>): ParsedShoppingListItem => ({
  name: 'Article',
  url: '',
  sku: '',
  quantity: 1,
  priceCents: null,
  image: null,
  match: null,
  ...fields,
});

describe('turning a shopping list into lines', () => {
  it('adds matched items as lines of their furniture and the others as ad-hoc furniture, counting each', async () => {
    const { db, room } = await seededDatabase();
    const office = mutateOn(db);
    const sofaId = uuidv7();
    await office.furnitureCreate({
      id: sofaId,
      name: 'Canapé Kivik',
      priceExclVatCents: 50_000,
      priceInclVatCents: 60_000,
    });
    const progress: number[] = [];

    const counts = await importShoppingListItems(
      office,
      { roomId: room.id, vatRateBp: 2000, supplier: 'IKEA' },
      [
        item({ name: 'KIVIK', quantity: 2, match: { furnitureId: sofaId, by: 'url' } }),
        // A match this device does not hold (not pulled yet): imported as ad-hoc rather than lost.
        item({ name: 'MALM Commode', quantity: 3, match: { furnitureId: uuidv7(), by: 'sku' } }),
        item({
          name: 'Lampe Arcadia',
          url: 'https://www.ikea.com/fr/p/arcadia',
          sku: '000.111.22',
          quantity: 4,
          priceCents: 4_990,
          image: 'https://www.ikea.com/arcadia.jpg',
        }),
      ],
      (done) => progress.push(done),
    );

    expect(counts).toEqual({ matched: 1, created: 2, failed: 0 });
    expect(progress).toEqual([1, 2, 3]);
    const lines = await db.entity('purchaseOrderLines').where('roomId').equals(room.id).toArray();
    const furniture = new Map((await db.entity('furniture').toArray()).map((row) => [row.id, row]));
    const added = lines
      .filter((line) => line.furnitureId !== null && furniture.has(line.furnitureId))
      .map((line) => [furniture.get(line.furnitureId ?? '')?.name, line.quantity, line.unitPriceCents]);
    expect(added).toEqual([
      ['Canapé Kivik', 2, 50_000],
      ['MALM Commode', 3, 0],
      ['Lampe Arcadia', 4, 4_158],
    ]);
    expect([...furniture.values()].find((row) => row.name === 'Lampe Arcadia')).toMatchObject({
      supplier: 'IKEA',
      supplierSku: '000.111.22',
      url: 'https://www.ikea.com/fr/p/arcadia',
      images: ['https://www.ikea.com/arcadia.jpg'],
      priceInclVatCents: 4_990,
      priceExclVatCents: 4_158,
      // A one-off of this list stays out of the catalogue search.
      isDisabled: true,
    });
    // Queued like any change, for the server to apply the same way.
    expect((await db.mutations.toArray()).map((change) => change.name)).toEqual([
      'furnitureCreate',
      'lineAdd',
      'furnitureCreate',
      'lineAdd',
      'furnitureCreate',
      'lineAdd',
    ]);
  });
});
