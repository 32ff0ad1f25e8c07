import { describe, expect, it } from 'vitest';
import { formMessageKey, fromMutateResult, fromZodError } from '../../../src/lib/action-result';
import { furnitureValues, emptyFurnitureDraft } from '../../../src/features/catalogue/lib/furniture-draft';
import { sortFurniture, searchFilters, noFilters } from '../../../src/features/catalogue/lib/furniture-query';
import { centsToEuroText, parseEuros } from '../../../src/lib/money-input';
import { fillEmptyFields } from '../../../src/features/catalogue/lib/prefill';
import { emptyRangeDraft, rangeValues } from '../../../src/features/catalogue/lib/range-draft';
import { furnitureCreateArgs } from '../../../src/domain/mutators/furniture';
import { saveFurniture } from '../../../src/features/catalogue/actions/furniture-actions';
import type { Mutate } from '../../../src/sync/client';

describe('amounts typed in euros', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['1 234.56 €', 123456],
    ['0.07', 7],
  ])('%s is %i cents', (text, cents) => expect(parseEuros(text)).toBe(cents));

  it.each(['', 'abc', '1.234', '-3', '1,2,3'])('%s is not an amount', (text) =>
    expect(parseEuros(text)).toBeNull(),
  );

  it('shows cents back as a plain amount that parses again', () => {
    expect(centsToEuroText(20750)).toBe('207.50');
    expect(parseEuros(centsToEuroText(20750))).toBe(20750);
  });
});

describe('furniture form', () => {
  it('refuses prices and stock that are not numbers, by field', () => {
    const result = furnitureValues({
      ...emptyFurnitureDraft,
      name: 'Lit',
      priceExcl: 'x',
      priceIncl: '12',
      stockQuantity: '-1',
    });
    expect(result.errors).toEqual({
      priceExclVatCents: 'catalogue:validation.amount_invalid',
      stockQuantity: 'catalogue:validation.quantity_invalid',
    });
  });

  it('answers a save with every field message at once: the unreadable prices and the missing name', async () => {
    const untouched = new Proxy({} as Mutate, {
      get: () => () => Promise.reject(new Error('nothing is written when the form is refused')),
    });
    const result = await saveFurniture(untouched, '01900000-0000-7000-8000-000000000001', true, {
      ...emptyFurnitureDraft,
      priceExcl: 'x',
      priceIncl: '',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.fields).toMatchObject({
        name: 'validation:required',
        priceExclVatCents: 'catalogue:validation.amount_invalid',
        priceInclVatCents: 'catalogue:validation.amount_invalid',
      });
  });

  it('places a missing name next to the name field, with its validation key', () => {
    const converted = furnitureValues({ ...emptyFurnitureDraft, priceExcl: '10', priceIncl: '12' });
    const parsed = furnitureCreateArgs.safeParse({
      id: '01900000-0000-7000-8000-000000000001',
      ...converted.values,
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fromZodError(parsed.error)).toEqual({
        ok: false,
        fields: { name: 'validation:required' },
        messageKey: 'validation:required',
      });
  });

  it('names the field of an update patch and the refusal code of the mutator', () => {
    const validation = fromMutateResult(
      {
        ok: false,
        error: {
          code: 'validation',
          detail: 'validation',
          issues: [{ loc: ['patch', 'url'], msg: 'Too big' }],
        },
      },
      'patch',
    );
    expect(validation).toEqual({
      ok: false,
      fields: { url: 'validation:invalid' },
      messageKey: 'validation:invalid',
    });
    const refused = fromMutateResult({
      ok: false,
      error: { code: 'catalogue/module_cycle', detail: 'cycle' },
    });
    expect(refused).toEqual({ ok: false, fields: {}, messageKey: 'errors:catalogue.module_cycle' });
  });

  it('a form points at its fields when every message sits next to one, and says a refusal itself', () => {
    const placed = fromMutateResult({
      ok: false,
      error: { code: 'validation', detail: 'validation', issues: [{ loc: ['name'], msg: 'required' }] },
    });
    if (placed.ok) throw new Error('expected a failure');
    expect(formMessageKey(placed)).toBe('errors:validation');
    const refused = fromMutateResult({ ok: false, error: { code: 'conflict', detail: 'x' } });
    if (refused.ok) throw new Error('expected a failure');
    expect(formMessageKey(refused)).toBe('errors:conflict');
  });

  it('pre-fill fills only the empty fields and derives the price excl. VAT', () => {
    const draft = { ...emptyFurnitureDraft, name: 'Mon nom', url: 'https://shop.test/p' };
    const filled = fillEmptyFields(
      draft,
      {
        name: 'Nom du site',
        description: 'Desc',
        images: ['https://img.test/a.jpg'],
        priceCents: 24900,
        sku: 'S1',
        brand: 'Marque',
      },
      2000,
    );
    expect(filled).toMatchObject({
      name: 'Mon nom',
      description: 'Desc',
      sku: 'S1',
      supplier: 'Marque',
      images: ['https://img.test/a.jpg'],
      priceIncl: '249.00',
      priceExcl: '207.50',
    });
  });
});

describe('range form', () => {
  it('needs at least one core item, said next to the list', () => {
    const result = rangeValues({
      ...emptyRangeDraft,
      name: 'Salon',
      items: [{ furnitureId: 'a', core: false }],
    });
    expect(result).toEqual({ errors: { items: 'catalogue:range.needs_core' } });
  });

  it('keeps an empty maximum price as none', () => {
    const result = rangeValues({
      ...emptyRangeDraft,
      name: 'Salon',
      items: [{ furnitureId: 'a', core: true }],
    });
    expect(result).toMatchObject({ values: { maxPriceCents: null } });
  });
});

describe('furniture list', () => {
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  const rows = [
    { name: 'Étagère', priceExclVatCents: 300, updatedAt: '2026-01-02T00:00:00.000Z' },
    { name: 'Canapé', priceExclVatCents: 900, updatedAt: '2026-01-03T00:00:00.000Z' },
    { name: 'Fauteuil', priceExclVatCents: 100, updatedAt: '2026-01-01T00:00:00.000Z' },
  ];

  it('sorts by name in the reader language, by price and by last update', () => {
    expect(sortFurniture(rows, 'name', 'asc', collator, false).map((r) => r.name)).toEqual([
      'Canapé',
      'Étagère',
      'Fauteuil',
    ]);
    expect(sortFurniture(rows, 'price', 'desc', collator, false).map((r) => r.name)).toEqual([
      'Canapé',
      'Étagère',
      'Fauteuil',
    ]);
    expect(sortFurniture(rows, 'updated', 'asc', collator, false).map((r) => r.name)).toEqual([
      'Fauteuil',
      'Étagère',
      'Canapé',
    ]);
  });

  it('translates the list filters into the shared search filters', () => {
    expect(searchFilters(noFilters)).toEqual({ archived: false });
    expect(searchFilters({ ...noFilters, archived: 'all', hidden: 'hidden', supplier: 'Nordique' })).toEqual({
      suppliers: ['Nordique'],
      hidden: true,
    });
  });
});
