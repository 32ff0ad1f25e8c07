import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingTypes, vatPreferences } from '../../../src/domain/enums';
import { quoteBreakdown, shownAmount, type Amounts } from '../../../src/domain/pricing';

const rate = fc.constantFrom(0, 550, 1000, 2000);
const room = fc.record({ id: fc.uuid(), multiplier: fc.integer({ min: 1, max: 5 }) });
const pack = fc.record({
  id: fc.uuid(),
  name: fc.constant('Pack'),
  quantity: fc.integer({ min: 1, max: 5 }),
  priceCents: fc.integer({ min: 0, max: 10_000_000 }),
});
const rooms = fc.uniqueArray(room, { minLength: 1, maxLength: 4, selector: (r) => r.id });
const packs = fc.uniqueArray(pack, { maxLength: 2, selector: (p) => p.id });
const project = fc.tuple(rooms, packs).chain(([rooms, packs]) =>
  fc.record({
    rooms: fc.constant(rooms),
    packs: fc.constant(packs),
    lines: fc.array(
      fc.record({
        roomId: fc.constantFrom(...rooms.map((r) => r.id)),
        quantity: fc.integer({ min: 1, max: 50 }),
        unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
        vatRateBp: rate,
        // A line a negotiated pack includes, or one naming a pack no longer on the project.
        packId: fc.constantFrom(null, 'gone', ...packs.map((p) => p.id)),
      }),
      { maxLength: 12 },
    ),
    clientMultiplier: fc.constantFrom(1, 1.15, 1.5, 1.3333, 2.05),
    vatRateBp: rate,
    billingType: fc.constantFrom(...billingTypes),
    // The business setting: the spec's 28 months, or any other length a business may choose.
    rentMonths: fc.oneof(fc.constant(28), fc.integer({ min: 1, max: 120 })),
    clientPriceAdjustmentCents: fc.oneof(fc.constant(0), fc.integer({ min: -2_000_000, max: 2_000_000 })),
    clientPriceOverrideCents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 10_000_000 })),
  }),
);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const addsUp = (amounts: Amounts) => amounts.exclVatCents + amounts.vatCents === amounts.inclVatCents;

describe('every figure adds up (property)', () => {
  it('in buy and rent, VAT included and excluded, with room copies and packs: lines, rooms, packs, rates and totals', () => {
    fc.assert(
      fc.property(project, fc.constantFrom(...vatPreferences), (input, preference) => {
        const quote = quoteBreakdown(input);
        const shown = (amounts: Amounts) => shownAmount(amounts, preference);
        for (const { room, lines, amounts } of quote.rooms) {
          for (const { line, price } of lines) {
            // quantity × unit × copies = line, as printed.
            expect(shown(price.amounts)).toBe(line.quantity * room.multiplier * shown(price.unit));
            expect(addsUp(price.unit) && addsUp(price.amounts)).toBe(true);
            // A line its pack includes counts zero; one whose pack is gone is priced on its own.
            const included = input.packs.some((p) => p.id === line.packId);
            expect(price.packId).toBe(included ? line.packId : null);
            if (included) expect(price.amounts.inclVatCents).toBe(0);
          }
          expect(shown(amounts)).toBe(sum(lines.map(({ price }) => shown(price.amounts))));
        }
        for (const { pack, unit, amounts } of quote.packs) {
          expect(shown(amounts)).toBe(pack.quantity * shown(unit));
          expect(addsUp(unit) && addsUp(amounts)).toBe(true);
        }
        expect(shown(quote.computed)).toBe(
          sum([...quote.rooms, ...quote.packs].map((figure) => shown(figure.amounts))),
        );
        const adjustment = quote.adjustment === null ? 0 : shown(quote.adjustment);
        expect(shown(quote.period)).toBe(shown(quote.computed) + adjustment);
        expect(shown(quote.period)).toBeGreaterThanOrEqual(0);
        expect(sum(quote.vatRates.map((r) => r.amounts.vatCents))).toBe(quote.period.vatCents);
        for (const { amounts } of quote.vatRates) expect(addsUp(amounts)).toBe(true);
        expect(addsUp(quote.period) && addsUp(quote.total)).toBe(true);
        const months = input.billingType === 'rent' ? input.rentMonths : 1;
        expect(shown(quote.total)).toBe(shown(quote.period) * months);
        expect(quote.monthly).toEqual(input.billingType === 'rent' ? quote.period : null);
      }),
    );
  });
});
