import { describe, expect, it } from 'vitest';
import { trialVisitor, type CatalogueViewer } from '../../../src/domain/access';
import { furnitureSchema, type Furniture } from '../../../src/domain/entities/furniture.schema';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import type { ProblemStatus, ProjectStatus, ClientStatus, InterventionStep } from '../../../src/domain/enums';
import { derivedId, uuidPattern, uuidv7 } from '../../../src/domain/ids';
import {
  availabilityDetail,
  clientProgress,
  projectWarnings,
  quoteValidity,
  quoteValidUntil,
  replacementCandidates,
  submitRefusal,
} from '../../../src/domain/projects';

const now = '2026-11-23T10:00:00.000Z';

function item(name: string, fields: Partial<Furniture> = {}): Furniture {
  return furnitureSchema.parse({
    id: uuidv7(),
    createdAt: now,
    updatedAt: now,
    name,
    priceExclVatCents: 10_000,
    priceInclVatCents: 12_000,
    ...fields,
  });
}

describe('derivedId', () => {
  const seed = '019ab3c4-5d6e-7f80-9123-456789abcdef';

  it('derives valid, distinct UUIDs that keep the seed’s time and version', () => {
    const ids = Array.from({ length: 2000 }, (_, n) => derivedId(seed, n));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(seed);
    for (const id of ids) {
      expect(id).toMatch(uuidPattern);
      expect(id.slice(0, 18)).toBe(seed.slice(0, 18));
      expect('89ab').toContain(id[19]);
    }
  });

  it('is the same for the same seed and counter, and differs between seeds', () => {
    expect(derivedId(seed, 3)).toBe(derivedId(seed, 3));
    expect(derivedId(seed, 3)).not.toBe(derivedId('019ab3c4-5d6e-7f80-9123-456789abcdee', 3));
  });

  it('refuses a seed that is not a UUID and a counter that is not one', () => {
    expect(() => derivedId('not-a-uuid', 0)).toThrow();
    expect(() => derivedId(seed, -1)).toThrow();
    expect(() => derivedId(seed, 1.5)).toThrow();
  });
});

describe('replacementCandidates', () => {
  const sofas = uuidv7();
  const tables = uuidv7();
  const customer: CatalogueViewer = { kind: 'customer', clientId: uuidv7(), isCompany: true };

  it('proposes the same category or range, quotable, closest in price first, at most six', () => {
    const current = item('Canapé Élégance', { categoryId: sofas, priceExclVatCents: 50_000 });
    const sameCategory = [48_000, 53_000, 60_000, 45_000, 80_000, 10_000, 51_000].map((price, i) =>
      item(`Canapé ${i}`, { categoryId: sofas, priceExclVatCents: price }),
    );
    const rangeMate = item('Table basse Élégance', { categoryId: tables, priceExclVatCents: 50_500 });
    const unrelated = item('Table à manger', { categoryId: tables, priceExclVatCents: 50_000 });
    const disabled = item('Canapé retiré', {
      categoryId: sofas,
      priceExclVatCents: 50_000,
      isDisabled: true,
    });
    const archived = item('Canapé archivé', { categoryId: sofas, priceExclVatCents: 50_000, archived: true });
    const range = {
      archived: false,
      items: [
        { furnitureId: current.id, core: true },
        { furnitureId: rangeMate.id, core: false },
      ],
    };
    const all = [current, ...sameCategory, rangeMate, unrelated, disabled, archived];
    const names = replacementCandidates(current, all, customer, [range]).map((f) => f.name);
    expect(names).toEqual([
      'Table basse Élégance',
      'Canapé 6',
      'Canapé 0',
      'Canapé 1',
      'Canapé 3',
      'Canapé 2',
    ]);
    // Without the range, only the category relates.
    expect(replacementCandidates(current, all, customer).map((f) => f.name)).not.toContain(
      'Table basse Élégance',
    );
    // The office may quote a disabled item, never an archived one.
    expect(replacementCandidates(current, all, { kind: 'office' }).map((f) => f.name)).toContain(
      'Canapé retiré',
    );
  });

  it('ignores a range the viewer does not receive, and proposes nothing to an unrelated item', () => {
    const current = item('Lampe', { categoryId: null });
    const mate = item('Applique', { categoryId: null });
    const retired = {
      archived: true,
      items: [
        { furnitureId: current.id, core: true },
        { furnitureId: mate.id, core: false },
      ],
    };
    expect(replacementCandidates(current, [current, mate], trialVisitor, [retired])).toEqual([]);
    expect(replacementCandidates(current, [current, mate], { kind: 'office' }, [retired])).toEqual([mate]);
  });
});

describe('projectWarnings and submitRefusal', () => {
  const warned = item('Lit mezzanine', {
    warningEn: 'Needs 2.5 m ceiling',
    warningFr: 'Plafond de 2,5 m requis',
  });
  const frenchOnly = item('Étagère murale', { warningFr: 'Fixation au mur obligatoire' });
  const plain = item('Chaise');
  const byId = new Map([warned, frenchOnly, plain].map((f) => [f.id, f]));
  const lines = [warned, plain, warned, frenchOnly].map((f) => ({ furnitureId: f.id }));

  it('lists each warned furniture once, in the order of the lines', () => {
    expect(projectWarnings([...lines, { furnitureId: null }], byId)).toEqual([warned, frenchOnly]);
    expect(projectWarnings([{ furnitureId: plain.id }, { furnitureId: uuidv7() }], byId)).toEqual([]);
  });

  it('asks for a size, then a line, then the acknowledged warnings', () => {
    const sized = { projectType: 'T2' } as const;
    const facts = { project: sized, lines, furnitureById: byId, acknowledgedWarnings: false };
    expect(submitRefusal({ ...facts, project: { projectType: null } })).toBe('project/size_required');
    expect(submitRefusal({ ...facts, lines: [] })).toBe('project/empty');
    expect(submitRefusal(facts)).toBe('project/warnings_not_acknowledged');
    expect(submitRefusal({ ...facts, acknowledgedWarnings: true })).toBeNull();
    expect(submitRefusal({ ...facts, lines: [{ furnitureId: plain.id }] })).toBeNull();
  });
});

describe('clientProgress', () => {
  function progress(
    status: ProjectStatus,
    clientStatus: ClientStatus,
    options: { steps?: InterventionStep[]; estimated?: string; problems?: ProblemStatus[] } = {},
  ) {
    const project = projectSchema.parse({
      id: uuidv7(),
      createdAt: now,
      updatedAt: now,
      name: 'Studio Bastille',
      clientId: uuidv7(),
      creatorId: uuidv7(),
      status,
      clientStatus,
      estimatedDates: { intervention: options.estimated ?? null },
    });
    const interventions = (options.steps ?? []).map((step) => ({ step }));
    const lines = (options.problems ?? ['none']).map((problemStatus) => ({ problemStatus }));
    return clientProgress(project, interventions, lines);
  }

  it.each([
    ['a draft', progress('draft', 'draft'), null],
    ['a submitted draft', progress('draft', 'done'), 'projectSubmitted'],
    ['a quote', progress('quotation', 'done'), 'quoteToValidate'],
    ['an accepted quote', progress('validation', 'done'), 'projectInProgress'],
    ['a validated project', progress('validated', 'done'), 'projectInProgress'],
    [
      'an estimated intervention',
      progress('validated', 'done', { estimated: '2026-12-01' }),
      'interventionPlanned',
    ],
    ['an intervention', progress('validated', 'done', { steps: ['verification'] }), 'interventionPlanned'],
    [
      'interventions all done',
      progress('validated', 'done', { steps: ['done', 'done'] }),
      'furnishingCompleted',
    ],
    ['a completed project', progress('done', 'done'), 'furnishingCompleted'],
    [
      'an open problem',
      progress('done', 'done', { problems: ['none', 'damaged_item'] }),
      'reservesInProgress',
    ],
  ] as const)('%s reads %s', (_, result, current) => {
    expect(result.current).toBe(current);
  });

  it('marks the steps before the current one done and shows reserves only when there are some', () => {
    expect(progress('validated', 'done').steps).toEqual([
      { message: 'projectSubmitted', state: 'done' },
      { message: 'quoteToValidate', state: 'done' },
      { message: 'projectInProgress', state: 'current' },
      { message: 'interventionPlanned', state: 'upcoming' },
      { message: 'furnishingCompleted', state: 'upcoming' },
    ]);
    expect(progress('draft', 'draft').steps.every((step) => step.state === 'upcoming')).toBe(true);
    expect(progress('done', 'done', { problems: ['missing_item'] }).steps.slice(-2)).toEqual([
      { message: 'furnishingCompleted', state: 'done' },
      { message: 'reservesInProgress', state: 'current' },
    ]);
  });
});

describe('quoteValidUntil', () => {
  it.each([
    ['2026-11-23T10:00:00.000Z', '2026-12-23'],
    ['2026-12-15T23:30:00.000Z', '2027-01-15'],
    ['2026-01-31T08:00:00.000Z', '2026-02-28'],
    ['2028-01-31T08:00:00.000Z', '2028-02-29'],
    ['2026-03-31T08:00:00.000Z', '2026-04-30'],
  ])('a quote submitted at %s holds until %s', (submittedAt, until) => {
    expect(quoteValidUntil(submittedAt)).toBe(until);
  });

  it('refuses a time it cannot read', () => {
    expect(() => quoteValidUntil('tomorrow')).toThrow();
  });
});

describe('quoteValidity', () => {
  it('holds one month from submission, then until its day, and says accepted once the client accepted it', () => {
    expect(quoteValidity({ status: 'draft', submittedAt: null })).toEqual({ kind: 'fromSubmission' });
    expect(quoteValidity({ status: 'quotation', submittedAt: now })).toEqual({
      kind: 'until',
      date: '2026-12-23',
    });
    for (const status of ['validation', 'validated', 'done'] as const)
      expect(quoteValidity({ status, submittedAt: now }), status).toEqual({ kind: 'accepted' });
  });
});

describe('availabilityDetail', () => {
  const line = { availabilityDate: '2026-12-03', availableQuantity: 2 };
  it('shows the expected date only for an item bought or still to buy', () => {
    for (const availability of ['bought_expected', 'not_bought_expected'] as const)
      expect(availabilityDetail({ ...line, availability })).toEqual({ kind: 'expected', date: '2026-12-03' });
  });
  it('shows the remaining quantity of a modified item, even with a date kept from before', () => {
    expect(availabilityDetail({ ...line, availability: 'quantity_modified' })).toEqual({
      kind: 'remaining',
      count: 2,
    });
  });
  it('shows no date for an item available, prepared, unavailable or not found, nor before the check', () => {
    for (const availability of [
      'available_in_warehouse',
      'prepared_in_warehouse',
      'unavailable',
      'not_found_in_erp',
      null,
    ] as const)
      expect(availabilityDetail({ ...line, availability }), String(availability)).toBeNull();
  });
});
