import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectRow } from '../../../src/domain/access/row-projection';
import { clientSchema } from '../../../src/domain/entities/client.schema';
import { furnitureRangeSchema } from '../../../src/domain/entities/furniture-range.schema';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../../src/domain/entities/purchase-order-line.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { quoteTotals, type PricedLine } from '../../../src/domain/pricing';

const stamp = '2026-03-02T09:00:00.000Z';
const me = uuidv7();
const other = uuidv7();
/** The demo company's multiplier: 1.5 turns 1000 into 1500 (spec, section 9). */
const asClient = { kind: 'client', clientId: me, pricingMultiplier: 1.5 } as const;
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
  it('a client keeps its own negotiated module price as the office set it (its own price: no multiplier), its id, and no office note', () => {
    const projected = projectRow(asClient, 'furnitureModules', module);
    expect(projected).toMatchObject({
      clientIds: [me],
      clientPrices: [{ clientId: me, priceCents: 380_000 }],
      note: '',
      name: 'Pack T2',
    });
    const stranger = { kind: 'client', clientId: uuidv7(), pricingMultiplier: 1.5 } as const;
    expect(projectRow(stranger, 'furnitureModules', module)).toMatchObject({
      clientIds: [],
      clientPrices: [],
    });
  });

  it('a client reads its own price, never the cost, and no supplier, supplier SKU, stock or note', () => {
    expect(projectRow(asClient, 'furniture', furniture)).toMatchObject({
      supplier: '',
      supplierSku: '',
      note: '',
      stockQuantity: 0,
      priceExclVatCents: 1500,
      priceInclVatCents: 1800,
    });
    // Halves round away from zero, as the quote rounds: 999 × 1.5 = 1498.5.
    const odd = { ...furniture, priceExclVatCents: 999, priceInclVatCents: 1199 };
    expect(projectRow(asClient, 'furniture', odd)).toMatchObject({
      priceExclVatCents: 1499,
      priceInclVatCents: 1799,
    });
    // A client at ×1 (the trial visitor, an individual) reads the catalogue price as it is.
    expect(projectRow({ ...asClient, pricingMultiplier: 1 }, 'furniture', furniture)).toEqual({
      ...furniture,
      supplier: '',
      supplierSku: '',
      note: '',
      stockQuantity: 0,
    });
  });

  it('a client reads a range’s ceiling, a line’s unit price at its own price, and its multiplier as 1', () => {
    const range = furnitureRangeSchema.parse({
      id: uuidv7(),
      createdAt: stamp,
      updatedAt: stamp,
      name: 'Salon',
      items: [{ furnitureId: furniture.id, core: true }],
      maxPriceCents: 250_001,
    });
    expect(projectRow(asClient, 'furnitureRanges', range).maxPriceCents).toBe(375_002);
    // No ceiling stays no ceiling.
    expect(
      projectRow(asClient, 'furnitureRanges', { ...range, maxPriceCents: null }).maxPriceCents,
    ).toBeNull();
    const client = clientSchema.parse({
      id: me,
      createdAt: stamp,
      updatedAt: stamp,
      name: 'Société Rivoli',
      billingAddress: {},
      isCompany: true,
      pricingMultiplier: 1.5,
    });
    expect(projectRow(asClient, 'clients', client)).toEqual({ ...client, pricingMultiplier: 1 });
  });

  it('a client’s quote from its projected rows is the office’s from the stored rows, to the cent', () => {
    const rooms = [
      { id: uuidv7(), multiplier: 1 },
      { id: uuidv7(), multiplier: 3 },
    ];
    const stored = fc.record({
      roomId: fc.constantFrom(...rooms.map((room) => room.id)),
      quantity: fc.integer({ min: 1, max: 50 }),
      unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
      vatRateBp: fc.constantFrom(0, 550, 1000, 2000),
    });
    fc.assert(
      fc.property(
        fc.array(stored, { maxLength: 8 }),
        fc.integer({ min: 1_000, max: 100_000 }),
        fc.constantFrom('buy' as const, 'rent' as const),
        (lines: PricedLine[], scaled, billingType) => {
          const pricingMultiplier = scaled / 10_000;
          const audience = { kind: 'client', clientId: me, pricingMultiplier } as const;
          const asLine = (line: PricedLine) =>
            purchaseOrderLineSchema.parse({
              ...line,
              id: uuidv7(),
              createdAt: stamp,
              updatedAt: stamp,
              projectId: me,
            });
          const projected = lines.map((line) => projectRow(audience, 'purchaseOrderLines', asLine(line)));
          const quote = { rooms, vatRateBp: 2000, billingType, rentMonths: 28 };
          expect(quoteTotals({ ...quote, lines: projected, clientMultiplier: 1 })).toEqual(
            quoteTotals({ ...quote, lines, clientMultiplier: pricingMultiplier }),
          );
        },
      ),
    );
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
    expect(projectRow(asInstaller, 'purchaseOrderLines', line).unitPriceCents).toBe(0);
  });
});
