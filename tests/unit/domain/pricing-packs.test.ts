import { describe, expect, it } from 'vitest';
import type { BillingType } from '../../../src/domain/enums';
import { quoteBreakdown } from '../../../src/domain/pricing';

/** Pack T2 Confort as the office negotiated it for a company client at ×1.5: €4,500.00 excl. VAT. */
const pack = { id: 'pack', name: 'Pack T2 Confort', quantity: 1, priceCents: 450_000 };
const rooms = [
  { id: 'living', multiplier: 1 },
  { id: 'bedroom', multiplier: 2 },
];
const sofa = { roomId: 'living', quantity: 1, unitPriceCents: 120_000, vatRateBp: 2000, packId: 'pack' };
const bed = { roomId: 'bedroom', quantity: 1, unitPriceCents: 80_000, vatRateBp: 2000, packId: 'pack' };
/** Added by the client after choosing the pack: priced on its own, through the multiplier. */
const lamp = { roomId: 'living', quantity: 2, unitPriceCents: 2_095, vatRateBp: 2000, packId: null };

function quote(billingType: BillingType, packs = [pack], lines = [sofa, bed, lamp]) {
  return quoteBreakdown({
    lines,
    rooms,
    packs,
    clientMultiplier: 1.5,
    vatRateBp: 2000,
    billingType,
    rentMonths: 28,
  });
}

// Worked by hand from the rule in src/domain/pricing/README.md.
describe('a negotiated pack', () => {
  it.each([
    // billing, pack per period (excl., VAT), lamps per period excl., total excl., total incl.
    // Buy: 4500.00 + VAT 900.00; the lamps 2 × 31.43 (20.95 × 1.5 = 31.425 → 31.43), VAT 6.29 each.
    ['buy', 450_000, 90_000, 6_286, 456_286, 547_544] as const,
    // Rent: 450,000 / 28 = 16,071.4 → 16,071 a month, VAT 3,214; a lamp 3,143 / 28 = 112.25 → 112.
    ['rent', 16_071, 3_214, 224, (16_071 + 224) * 28, (16_071 + 3_214 + 224 + 2 * 22) * 28] as const,
  ])('is charged its price, no multiplier, once: %s', (billing, packExcl, packVat, lamps, excl, incl) => {
    const result = quote(billing);
    expect(result.packs).toEqual([
      {
        pack,
        unit: { exclVatCents: packExcl, vatCents: packVat, inclVatCents: packExcl + packVat },
        amounts: { exclVatCents: packExcl, vatCents: packVat, inclVatCents: packExcl + packVat },
      },
    ]);
    // The lines it brought are listed, counting zero; the lamp is priced on its own.
    const [living, bedroom] = result.rooms;
    expect(living?.lines.map(({ price }) => [price.packId, price.amounts.exclVatCents])).toEqual([
      ['pack', 0],
      [null, lamps],
    ]);
    expect(bedroom?.amounts.exclVatCents).toBe(0);
    expect(result.total.exclVatCents).toBe(excl);
    expect(result.total.inclVatCents).toBe(incl);
  });

  it('a company client choosing the pack alone pays exactly the negotiated price, VAT once', () => {
    const result = quote('buy', [pack], [sofa, bed]);
    expect(result.total).toEqual({ exclVatCents: 450_000, vatCents: 90_000, inclVatCents: 540_000 });
    expect(result.vatRates).toEqual([{ vatRateBp: 2000, amounts: result.total }]);
  });

  it('counts its quantity, and the lines of a pack no longer on the project on their own', () => {
    const twice = quote('buy', [{ ...pack, quantity: 2 }], [sofa, bed]);
    expect(twice.total.exclVatCents).toBe(900_000);
    // Released: sofa 1,800.00 + bed 1,200.00 × 2 copies, each through ×1.5.
    const released = quote('buy', [], [sofa, bed]);
    expect(released.packs).toEqual([]);
    expect(released.total.exclVatCents).toBe(180_000 + 2 * 120_000);
  });
});
