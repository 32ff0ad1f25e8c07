import { describe, expect, it } from 'vitest';
import type { LocalRow } from '../../../src/db/database';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { quoteView } from '../../../src/features/projects/components/quote/quote-view';
import { quoteDraft } from './quote-fixture';

describe('the quote view', () => {
  it('prices a bought line once: client multiplier on the unit, room multiplier in the total', () => {
    const draft = quoteDraft(2, 1);
    const view = quoteView(draft, new Map());
    // Room 2 counts twice; quantity 1 of 12,345 cents at ×1.5 is 18,518 (half away from zero).
    const [line] = view.rooms[1]?.lines ?? [];
    expect(line?.name).toBe('Canapé d’angle velours');
    expect(line?.unit.exclVatCents).toBe(18_518);
    expect(line?.total.exclVatCents).toBe(37_036);
    expect(view.total.exclVatCents).toBe(18_518 + 37_036);
    expect(view.monthly).toBeNull();
    expect(view.computed).toBeNull();
    expect(view.lineCount).toBe(2);
  });

  it('prices a rented line per month, a 28th of what buying costs, and the rental as 28 months of it', () => {
    const view = quoteView(quoteDraft(1, 1, { billingType: 'rent' }), new Map());
    const [line] = view.rooms[0]?.lines ?? [];
    expect(line?.unit.exclVatCents).toBe(661); // 18,518 / 28 = 661.4
    expect(view.monthly?.exclVatCents).toBe(661);
    expect(view.total.exclVatCents).toBe(661 * 28);
  });

  it('keeps the computed price beside the final one when the office adjusted it', () => {
    const view = quoteView(quoteDraft(1, 1, { clientPriceAdjustmentCents: -518 }), new Map());
    expect(view.total.exclVatCents).toBe(18_000);
    expect(view.computed?.exclVatCents).toBe(18_518);
    expect(view.reason).toBeNull();
  });

  it('carries the reason the office gave for its change, and none once the price is computed again', () => {
    const adjusted = { clientPriceOverrideCents: 18_000, clientPriceReason: 'Geste commercial' };
    expect(quoteView(quoteDraft(1, 1, adjusted), new Map()).reason).toBe('Geste commercial');
    const computedAgain = { clientPriceReason: 'Geste commercial' };
    expect(quoteView(quoteDraft(1, 1, computedAgain), new Map()).reason).toBeNull();
  });

  it('names a module line by its module, and a line whose item is not on the device by nothing', () => {
    const draft = quoteDraft(1, 2);
    const [first, second] = draft.lines as [LocalRow<'purchaseOrderLines'>, LocalRow<'purchaseOrderLines'>];
    const moduleId = '01900000-0000-7000-8000-700000000001';
    const module = furnitureModuleSchema.parse({
      id: moduleId,
      name: 'Pack chambre',
      clientName: 'Chambre clé en main',
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
    });
    const lines = [
      { ...first, furnitureId: null, moduleId },
      { ...second, furnitureId: '01900000-0000-7000-8000-7000000000ff' },
    ];
    const view = quoteView({ ...draft, lines }, new Map([[moduleId, { ...module, version: 1 }]]));
    expect(view.rooms[0]?.lines.map((line) => line.name)).toEqual(['Chambre clé en main', null]);
  });
});
