import { describe, expect, it } from 'vitest';
import { purchaseExportQuerySchema } from '../../../src/domain/purchases';
import { exportLimitOf, exportPath } from '../../../src/features/purchases/lib/purchase-form';

const filter = { start: '2026-03-01', end: '2026-04-01', supplier: 'Maison "Bois", Frères' };

function query(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'https://fitout.test/api/v1/').searchParams);
}

describe("the export's query", () => {
  it('asks for a CSV in the chosen dialect, and the server reads it back as asked', () => {
    const asked = query(exportPath(filter, { format: 'csv', dialect: 'semicolon' }));
    expect(asked).toEqual({ ...filter, format: 'csv', dialect: 'semicolon' });
    expect(purchaseExportQuerySchema.parse(asked)).toEqual(asked);
  });

  it('names no dialect for a spreadsheet, which has none', () => {
    expect(query(exportPath(filter, { format: 'xlsx', dialect: 'comma' }))).toEqual({
      ...filter,
      format: 'xlsx',
    });
  });

  it('refuses a dialect it does not know, by its message key', () => {
    const refused = purchaseExportQuerySchema.safeParse({ ...filter, format: 'csv', dialect: 'tab' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['dialect'], message: 'csv_dialect_invalid' });
  });
});

describe("the export's longest period, said when the period is chosen", () => {
  it('names the limit and the length of a longer period', () => {
    expect(exportLimitOf({ start: '2025-01-01', end: '2026-03-01' }, 366)).toEqual({ max: 366, days: 424 });
  });

  it('says nothing for a period the export accepts, nor for one the fields cannot read', () => {
    expect(exportLimitOf({ start: '2025-03-01', end: '2026-03-01' }, 366)).toBeNull();
    expect(exportLimitOf(null, 366)).toBeNull();
  });
});
