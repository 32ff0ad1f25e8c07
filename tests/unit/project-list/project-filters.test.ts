import { describe, expect, it } from 'vitest';
import type { ListedProject } from '../../../src/features/project-list/lib/project-filters';
import { clientFacingStatusOf } from '../../../src/domain/projects';
import {
  filtersFromParams,
  filtersToParams,
  hasFilters,
  isEditableDraft,
  matchesFilters,
  noFilters,
  sectionProjects,
  withFilter,
} from '../../../src/features/project-list/lib/project-filters';

function project(fields: Partial<ListedProject> & { name: string }): ListedProject {
  return {
    operationNumber: '',
    status: 'draft',
    clientStatus: 'draft',
    projectType: 'T2',
    billingType: 'buy',
    address: { city: 'Paris' },
    createdAt: '2026-03-10T09:00:00.000Z',
    ...fields,
  };
}

const draft = project({
  name: 'Studio Rivoli',
  projectType: 'Studio',
  address: { city: 'Paris' },
});
const submitted = project({
  name: 'Loft Lyon',
  clientStatus: 'done',
  billingType: 'rent',
  createdAt: '2026-02-01T12:00:00.000Z',
});
const quoted = project({
  name: 'Appartement Élégance',
  status: 'quotation',
  clientStatus: 'done',
  operationNumber: 'OP-2026-0042',
  projectType: 'T4',
  address: { city: 'Montrouge' },
  createdAt: '2026-04-20T23:30:00.000Z',
});
const installed = project({ name: 'Maison', status: 'done', clientStatus: 'done', billingType: 'rent' });
const all = [draft, submitted, quoted, installed];

describe('the status a client reads', () => {
  it.each([
    ['draft', 'draft', 'draft'],
    ['draft', 'done', 'submitted'],
    ['quotation', 'done', 'quotation'],
    ['validation', 'done', 'validation'],
    ['validated', 'done', 'validated'],
    ['done', 'done', 'done'],
  ] as const)('status %s with client status %s reads %s', (status, clientStatus, expected) => {
    expect(clientFacingStatusOf({ status, clientStatus })).toBe(expected);
  });

  it('keeps only a draft the client has not submitted in the draft flow', () => {
    expect(all.map(isEditableDraft)).toEqual([true, false, false, false]);
  });
});

describe('matching the filters', () => {
  const names = (filters: typeof noFilters) =>
    all.filter((row) => matchesFilters(row, filters)).map((row) => row.name);

  it('lets every project through with no filter', () => {
    expect(names(noFilters)).toEqual(all.map((row) => row.name));
  });

  it('filters by client-facing status, telling a submitted draft from a draft', () => {
    expect(names({ ...noFilters, status: 'submitted' })).toEqual(['Loft Lyon']);
    expect(names({ ...noFilters, status: 'draft' })).toEqual(['Studio Rivoli']);
  });

  it('filters by billing type and by size', () => {
    expect(names({ ...noFilters, billing: 'rent' })).toEqual(['Loft Lyon', 'Maison']);
    expect(names({ ...noFilters, size: 'T4' })).toEqual(['Appartement Élégance']);
  });

  it('keeps the creation days between two dates, both included, by the UTC day', () => {
    expect(names({ ...noFilters, from: '2026-03-10', to: '2026-04-20' })).toEqual([
      'Studio Rivoli',
      'Appartement Élégance',
      'Maison',
    ]);
    expect(names({ ...noFilters, to: '2026-02-01' })).toEqual(['Loft Lyon']);
    expect(names({ ...noFilters, from: '2026-04-21' })).toEqual([]);
  });

  it('finds free text in the name, the operation number or the city, ignoring case and accents', () => {
    expect(names({ ...noFilters, q: 'elegance' })).toEqual(['Appartement Élégance']);
    expect(names({ ...noFilters, q: 'op-2026-0042' })).toEqual(['Appartement Élégance']);
    expect(names({ ...noFilters, q: 'MONTROUGE' })).toEqual(['Appartement Élégance']);
    expect(names({ ...noFilters, q: '   ' })).toEqual(all.map((row) => row.name));
    expect(names({ ...noFilters, q: 'bordeaux' })).toEqual([]);
  });

  it('combines filters: every one must hold', () => {
    expect(names({ ...noFilters, billing: 'rent', status: 'done' })).toEqual(['Maison']);
    expect(names({ ...noFilters, billing: 'buy', q: 'lyon' })).toEqual([]);
  });
});

describe('sections', () => {
  it('splits what passes the filters into drafts and submitted projects, order kept', () => {
    const rows = all.map((row, index) => ({ index, row }));
    const sections = sectionProjects(rows, (entry) => entry.row, noFilters);
    expect(sections.drafts.map((entry) => entry.index)).toEqual([0]);
    expect(sections.submitted.map((entry) => entry.index)).toEqual([1, 2, 3]);
    const rented = sectionProjects(rows, (entry) => entry.row, { ...noFilters, billing: 'rent' });
    expect(rented).toEqual({ drafts: [], submitted: [rows[1], rows[3]] });
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter through the search parameters', () => {
    const filters = {
      status: 'validated',
      billing: 'rent',
      size: 'T3',
      from: '2026-01-01',
      to: '2026-12-31',
      q: 'rue de Rivoli',
    } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'status=validated&billing=rent&size=T3&from=2026-01-01&to=2026-12-31&q=rue+de+Rivoli',
    );
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves unused filters out of the URL', () => {
    expect(filtersToParams(noFilters).toString()).toBe('');
    expect(filtersToParams({ ...noFilters, size: 'T2' }).toString()).toBe('size=T2');
  });

  it('reads a value it does not know as no filter', () => {
    const filters = filtersFromParams(
      new URLSearchParams('status=archived&billing=lease&size=T9&from=yesterday&to=2026-13&q=ok'),
    );
    expect(filters).toEqual({ ...noFilters, q: 'ok' });
  });

  it('reads a control the way it reads the URL', () => {
    expect(withFilter(noFilters, 'status', 'submitted')).toEqual({ ...noFilters, status: 'submitted' });
    expect(withFilter({ ...noFilters, size: 'T2' }, 'size', 'bogus')).toEqual(noFilters);
    expect(withFilter(noFilters, 'from', '2026-05-01').from).toBe('2026-05-01');
  });

  it('says whether any filter is in use', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, q: 'x' })).toBe(true);
  });
});
