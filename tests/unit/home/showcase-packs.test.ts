import { describe, expect, it } from 'vitest';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { showcasePacks, showcaseSize } from '../../../src/features/home/lib/showcase-packs';

const now = '2026-01-01T00:00:00.000Z';
const companyId = '0195f0a0-0000-7000-8000-000000000001';
const sofaId = '0195f0a0-0000-7000-8000-0000000000f1';
const lampId = '0195f0a0-0000-7000-8000-0000000000f2';
let lineCount = 0;

function module(suffix: string, fields: Record<string, unknown>) {
  return furnitureModuleSchema.parse({
    id: `0195f0a0-0000-7000-8000-0000000000${suffix}`,
    createdAt: now,
    updatedAt: now,
    name: `Pack ${suffix}`,
    availableForB2C: true,
    ...fields,
  });
}

function furnitureLine(refId: string, quantity: number) {
  lineCount += 1;
  const id = `0195f0a0-0000-7000-8000-${String(lineCount).padStart(12, '0')}`;
  return { id, kind: 'furniture', refId, quantity };
}

const studio = module('a1', {
  clientName: 'Studio meublé',
  clientDescriptionEn: 'A whole studio.',
  clientDescriptionFr: 'Un studio entier.',
  images: ['data:image/svg+xml,studio'],
});
const livingRoom = module('a2', {
  parentModuleId: studio.id,
  contentLines: [furnitureLine(sofaId, 2)],
});
const bedroom = module('a3', { parentModuleId: studio.id, contentLines: [furnitureLine(lampId, 1)] });
const archivedRoom = module('a4', { parentModuleId: studio.id, archived: true });
const companyOnly = module('a5', { availableForB2C: false, clientIds: [companyId] });
const roomOfCompanyPack = module('a6', { parentModuleId: companyOnly.id });
const furniture = new Map([
  [sofaId, { priceExclVatCents: 10_001 }],
  [lampId, { priceExclVatCents: 4_999 }],
]);
const all = [studio, livingRoom, bedroom, archivedRoom, companyOnly, roomOfCompanyPack];

describe('the packs the home page shows', () => {
  it('lists the whole packs a visitor may start from, each followed by the room packs it brings', () => {
    const packs = showcasePacks({ modules: all, furniture, vatRateBp: 2000 });
    expect(packs.map((pack) => [pack.name, pack.partOf])).toEqual([
      ['Studio meublé', null],
      ['Pack a2', 'Studio meublé'],
      ['Pack a3', 'Studio meublé'],
    ]);
    expect(packs[0]).toMatchObject({
      description: { en: 'A whole studio.', fr: 'Un studio entier.' },
      image: 'data:image/svg+xml,studio',
    });
    expect(packs[1]?.image).toBeUndefined();
  });

  it('prices each pack as a bought quote line: each unit rounded once, with its VAT', () => {
    const [whole, living, bed] = showcasePacks({ modules: all, furniture, vatRateBp: 2000 });
    // 2 × (€100.01 + €20.00 VAT); 1 × (€49.99 + €10.00 VAT).
    expect(living?.price).toEqual({ exclVatCents: 20_002, vatCents: 4_000, inclVatCents: 24_002 });
    expect(bed?.price).toEqual({ exclVatCents: 4_999, vatCents: 1_000, inclVatCents: 5_999 });
    expect(whole?.price).toEqual({ exclVatCents: 25_001, vatCents: 5_000, inclVatCents: 30_001 });
  });

  it('shows a few packs at most, and none when the device holds none', () => {
    const many = Array.from({ length: showcaseSize + 2 }, (_, index) =>
      module(`b${index}`, { name: `Pack ${index}` }),
    );
    expect(showcasePacks({ modules: many, furniture, vatRateBp: 2000 })).toHaveLength(showcaseSize);
    expect(showcasePacks({ modules: [], furniture, vatRateBp: 2000 })).toEqual([]);
  });
});
