import { describe, expect, it } from 'vitest';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import {
  foldSearchTexts,
  indexProjects,
  noAdminFilters,
  selectAdminProjects,
  sortIndexed,
} from '../../../src/features/admin-projects/lib/admin-list-filters';

const client = '01900000-0000-7000-8000-000000000001';
const other = '01900000-0000-7000-8000-000000000002';
const creator = '01900000-0000-7000-8000-000000000003';

function project(n: number, fields: Record<string, unknown>) {
  return projectSchema.parse({
    id: `01900000-0000-7000-9000-${String(n).padStart(12, '0')}`,
    clientId: client,
    creatorId: creator,
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    updatedAt: `2026-03-0${n}T10:00:00.000Z`,
    ...fields,
  });
}

const projects = [
  project(1, {
    name: 'Loft Rivoli',
    operationNumber: 'OP-2026-0001',
    address: { street: 'rue de Rivoli', city: 'Paris' },
  }),
  project(2, { name: 'Élégance Foch', status: 'quotation', clientStatus: 'done', clientId: other }),
  project(3, { name: 'Studio Nation', status: 'quotation', address: { zipCode: '75011', city: 'Paris' } }),
];
const collator = new Intl.Collator('fr');
const select = (filters: Partial<typeof noAdminFilters>) =>
  selectAdminProjects(sortIndexed(indexProjects(projects), filters.sort ?? 'updated', collator), {
    ...noAdminFilters,
    ...filters,
  });

describe('the office project list filters', () => {
  it('matches every word of the text, folded, over name, operation number and address', () => {
    expect(select({ q: 'eleg' }).rows.map((p) => p.name)).toEqual(['Élégance Foch']);
    expect(select({ q: 'op-2026 0001' }).rows.map((p) => p.name)).toEqual(['Loft Rivoli']);
    expect(select({ q: 'paris 75011' }).rows.map((p) => p.name)).toEqual(['Studio Nation']);
  });

  it('counts per status over the other filters, and the status filter keeps its own', () => {
    const { rows, counts } = select({ status: 'quotation', clientId: client });
    expect(rows.map((p) => p.name)).toEqual(['Studio Nation']);
    expect(counts).toMatchObject({ draft: 1, quotation: 1, validated: 0 });
  });

  it('sorts by the chosen order and filters creation days inclusively', () => {
    expect(select({}).rows.map((p) => p.name)).toEqual(['Studio Nation', 'Élégance Foch', 'Loft Rivoli']);
    expect(select({ sort: 'name' }).rows.map((p) => p.name)).toEqual([
      'Élégance Foch',
      'Loft Rivoli',
      'Studio Nation',
    ]);
    expect(select({ from: '2026-03-02', to: '2026-03-02' }).rows.map((p) => p.name)).toEqual([
      'Élégance Foch',
    ]);
  });

  it('folds search texts ahead a slice at a time, and a search over them matches as before', () => {
    const indexed = sortIndexed(indexProjects(projects), 'updated', collator);
    let budget = 2;
    expect(foldSearchTexts(indexed, 0, () => budget-- > 0)).toBe(2);
    expect(foldSearchTexts(indexed, 2, () => true)).toBe(3);
    expect(indexed.map((entry) => entry.text)).toEqual([
      'studio nation 75011 paris',
      'elegance foch',
      'loft rivoli op 2026 0001 rue de rivoli paris',
    ]);
    expect(selectAdminProjects(indexed, { ...noAdminFilters, q: 'eleg' }).rows.map((p) => p.name)).toEqual([
      'Élégance Foch',
    ]);
  });
});
