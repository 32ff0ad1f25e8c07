import { describe, expect, it } from 'vitest';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { quoteBreakdown } from '../../../src/domain/pricing';
import {
  moduleClientAmounts,
  offerableModules,
  offerableRanges,
  rangePicture,
} from '../../../src/domain/catalogue/offers';

const now = '2026-01-01T00:00:00.000Z';
const clientId = '0195f0a0-0000-7000-8000-000000000001';
const sofaId = '0195f0a0-0000-7000-8000-0000000000f1';
const lampId = '0195f0a0-0000-7000-8000-0000000000f2';

function module(id: string, fields: Record<string, unknown>) {
  return furnitureModuleSchema.parse({ id, createdAt: now, updatedAt: now, name: id.slice(-4), ...fields });
}

const studio = module('0195f0a0-0000-7000-8000-0000000000a1', {
  projectType: 'Studio',
  availableForB2C: true,
  contentLines: [
    { id: '0195f0a0-0000-7000-8000-0000000000c1', kind: 'furniture', refId: sofaId, quantity: 2 },
  ],
});
const anySize = module('0195f0a0-0000-7000-8000-0000000000a2', { availableForB2C: true });
const companyOnly = module('0195f0a0-0000-7000-8000-0000000000a3', { clientIds: [clientId] });
const roomPack = module('0195f0a0-0000-7000-8000-0000000000a4', {
  availableForB2C: true,
  parentModuleId: studio.id,
});
const archived = module('0195f0a0-0000-7000-8000-0000000000a5', { availableForB2C: true, archived: true });
const all = [studio, anySize, companyOnly, roomPack, archived];

const individual = { kind: 'customer', clientId: null, isCompany: false } as const;
const company = { kind: 'customer', clientId, isCompany: true } as const;

describe('offerable modules', () => {
  it('offers a customer the whole packs it may quote, for its house size', () => {
    expect(offerableModules(all, individual, undefined, null)).toEqual([studio, anySize]);
    expect(offerableModules(all, individual, undefined, 'Studio')).toEqual([studio, anySize]);
    expect(offerableModules(all, individual, undefined, 'T3')).toEqual([anySize]);
    expect(offerableModules(all, company, undefined, null)).toEqual([companyOnly]);
    expect(offerableModules(all, { kind: 'none' }, undefined, null)).toEqual([]);
  });

  it("offers a client that came from a referrer's lead only the referrer's modules, all when it has none", () => {
    expect(offerableModules(all, { kind: 'office' }, { moduleIds: [anySize.id] }, null)).toEqual([anySize]);
    expect(offerableModules(all, individual, { moduleIds: [anySize.id] }, null)).toEqual([anySize]);
    expect(offerableModules(all, individual, { moduleIds: [] }, null)).toEqual([studio, anySize]);
  });
});

describe('offerable ranges', () => {
  it('offers the ranges that are not archived to a customer, none to others', () => {
    const live = { id: 'live', archived: false };
    const old = { id: 'old', archived: true };
    expect(offerableRanges([live, old], individual)).toEqual([live]);
    expect(offerableRanges([live, old], { kind: 'none' })).toEqual([]);
  });
});

describe('module client amounts', () => {
  const furniture = new Map([
    [sofaId, { priceExclVatCents: 10_000 }],
    [lampId, { priceExclVatCents: 999 }],
  ]);

  it('prices the furniture through the client multiplier, with VAT', () => {
    const amounts = moduleClientAmounts(all, furniture, studio.id, {
      clientId: null,
      clientMultiplier: 1.5,
      vatRateBp: 2000,
      billing: { billingType: 'buy' },
    });
    expect(amounts).toEqual({ exclVatCents: 30_000, vatCents: 6_000, inclVatCents: 36_000 });
  });

  it('prices a rented pack per month over the set months, as its lines will read once chosen', () => {
    const billing = { billingType: 'rent', rentMonths: 36 } as const;
    const amounts = moduleClientAmounts(all, furniture, studio.id, {
      clientId: null,
      clientMultiplier: 1.5,
      vatRateBp: 2000,
      billing,
    });
    // 15 000 / 36 = 416.7 → 417 a month per sofa, VAT 83.4 → 83: two sofas.
    expect(amounts).toEqual({ exclVatCents: 834, vatCents: 166, inclVatCents: 1000 });
    const sofas = { roomId: 'studio', quantity: 2, unitPriceCents: 10_000, vatRateBp: 2000 };
    const quote = quoteBreakdown({
      lines: [sofas],
      rooms: [{ id: 'studio', multiplier: 1 }],
      clientMultiplier: 1.5,
      vatRateBp: 2000,
      ...billing,
    });
    expect(quote.monthly).toEqual(amounts);
  });

  it('uses the price negotiated for the client', () => {
    const negotiated = { ...companyOnly, clientPrices: [{ clientId, priceCents: 450_000 }] };
    const amounts = moduleClientAmounts([negotiated], furniture, negotiated.id, {
      clientId,
      clientMultiplier: 1,
      vatRateBp: 2000,
      billing: { billingType: 'buy' },
    });
    expect(amounts.inclVatCents).toBe(540_000);
  });
});

describe('range picture', () => {
  const pictured = new Map([
    ['sofa', { images: ['data:image/svg+xml,sofa', 'data:image/svg+xml,sofa-2'] }],
    ['lamp', { images: ['data:image/svg+xml,lamp'] }],
    ['rug', { images: [] }],
  ]);
  const picture = (items: { furnitureId: string; core: boolean }[]) =>
    rangePicture({ items }, (id) => pictured.get(id));

  it("is the first picture of the first core item that has one, never an optional item's", () => {
    expect(
      picture([
        { furnitureId: 'sofa', core: false },
        { furnitureId: 'rug', core: true },
        { furnitureId: 'lamp', core: true },
      ]),
    ).toBe('data:image/svg+xml,lamp');
    expect(picture([{ furnitureId: 'sofa', core: true }])).toBe('data:image/svg+xml,sofa');
  });

  it('is none when no core item has a picture or its rows are not at hand', () => {
    expect(picture([{ furnitureId: 'sofa', core: false }])).toBeUndefined();
    expect(picture([{ furnitureId: 'unknown', core: true }])).toBeUndefined();
    expect(picture([])).toBeUndefined();
  });
});
