import { describe, expect, it } from 'vitest';
import { projectRow } from '../../../src/domain/access/row-projection';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../../src/domain/entities/purchase-order-line.schema';
import { uuidv7 } from '../../../src/domain/ids';

const stamp = '2026-03-02T09:00:00.000Z';
const me = uuidv7();
const other = uuidv7();
const asClient = { kind: 'client', clientId: me } as const;
const asInstaller = { kind: 'installer' } as const;

const module = furnitureModuleSchema.parse({
  id: uuidv7(),
  createdAt: stamp,
  updatedAt: stamp,
  name: 'Pack T2',
  note: 'Marge 32 %',
  clientIds: [other, me],
  clientPrices: [
    { clientId: other, priceCents: 400_000 },
    { clientId: me, priceCents: 380_000 },
  ],
});
const furniture = furnitureSchema.parse({
  id: uuidv7(),
  createdAt: stamp,
  updatedAt: stamp,
  name: 'Canapé',
  supplier: 'Meubles Dupont',
  supplierSku: 'MD-1',
  note: 'Remise 40 %',
  stockQuantity: 7,
  priceExclVatCents: 1000,
  priceInclVatCents: 1200,
});

describe('row projection', () => {
  it('a client keeps its own module price and id, and no office note', () => {
    const projected = projectRow(asClient, 'furnitureModules', module);
    expect(projected).toMatchObject({
      clientIds: [me],
      clientPrices: [{ clientId: me, priceCents: 380_000 }],
      note: '',
      name: 'Pack T2',
    });
    expect(projectRow({ kind: 'client', clientId: uuidv7() }, 'furnitureModules', module)).toMatchObject({
      clientIds: [],
      clientPrices: [],
    });
  });

  it('a client reads no supplier, supplier SKU, stock or internal note, but the price', () => {
    expect(projectRow(asClient, 'furniture', furniture)).toMatchObject({
      supplier: '',
      supplierSku: '',
      note: '',
      stockQuantity: 0,
      priceExclVatCents: 1000,
    });
  });

  it('an installer reads no money either', () => {
    expect(projectRow(asInstaller, 'furniture', furniture)).toMatchObject({
      priceExclVatCents: 0,
      supplier: '',
    });
    expect(projectRow(asInstaller, 'furnitureModules', module)).toMatchObject({
      clientIds: [],
      clientPrices: [],
    });
  });

  it('projected rows still parse with their schema', () => {
    const project = projectSchema.parse({
      id: uuidv7(),
      createdAt: stamp,
      updatedAt: stamp,
      name: 'Rivoli',
      clientId: me,
      creatorId: uuidv7(),
      airtableLink: 'https://airtable.com/app/rec',
      validatedPriceCents: 5000,
    });
    const line = purchaseOrderLineSchema.parse({
      id: uuidv7(),
      createdAt: stamp,
      updatedAt: stamp,
      projectId: project.id,
      roomId: uuidv7(),
      furnitureId: furniture.id,
      quantity: 1,
      unitPriceCents: 1000,
    });
    for (const audience of [asClient, asInstaller]) {
      expect(() =>
        furnitureModuleSchema.parse(projectRow(audience, 'furnitureModules', module)),
      ).not.toThrow();
      expect(() => furnitureSchema.parse(projectRow(audience, 'furniture', furniture))).not.toThrow();
      expect(projectSchema.parse(projectRow(audience, 'projects', project))).toMatchObject({
        airtableLink: '',
      });
      expect(() =>
        purchaseOrderLineSchema.parse(projectRow(audience, 'purchaseOrderLines', line)),
      ).not.toThrow();
    }
    // Lines have no client mask: a client's quote keeps its prices.
    expect(projectRow(asClient, 'purchaseOrderLines', line)).toBe(line);
  });
});
