import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMultiplier, projectQuoteBreakdown } from '../../../src/domain/pricing';
import { asBought, type PurchaseFilter, type PurchaseRow } from '../../../src/domain/purchases';
import { clients, projects, purchaseOrderLines, rooms, serviceRates } from '../../../server/db/schema';
import { purchaseLabels } from '../../../server/i18n/charge-labels';
import { purchaseRowBatches } from '../../../server/purchases/purchase-rows';
import { download, exportUrl, period, useExportEnv } from './export-env';
import { expectedRows } from './expected-rows';
import { inlinePicture } from './purchase-fixtures';

const state = useExportEnv();
const labels = purchaseLabels('en');

async function readRows(filter: PurchaseFilter, pageSize?: number): Promise<PurchaseRow[][]> {
  const batches: PurchaseRow[][] = [];
  for await (const batch of purchaseRowBatches(state.env.db, filter, labels, pageSize)) batches.push(batch);
  return batches;
}

/** The project's quote excl. VAT from its stored rows, bought (src/domain/pricing, as the office reads it). */
async function boughtQuoteCents(projectId: string): Promise<number> {
  const live = <T>(rows: { data: T; deletedAt: unknown }[]) =>
    rows.filter((row) => row.deletedAt === null).map((row) => row.data);
  const [project] = live(await state.env.db.select().from(projects).where(eq(projects.id, projectId)));
  const [client] = live(await state.env.db.select().from(clients).where(eq(clients.id, project!.clientId)));
  const quote = projectQuoteBreakdown(
    asBought(project!),
    live(await state.env.db.select().from(rooms).where(eq(rooms.projectId, projectId))),
    live(
      await state.env.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.projectId, projectId)),
    ),
    projectMultiplier(project!, client),
    1,
    live(await state.env.db.select().from(serviceRates)),
  );
  return quote.total.exclVatCents;
}

describe('the accounting export', () => {
  it('selects a line at the start instant and not one at the end instant, in UTC across the Paris DST change', async () => {
    const rows = (await readRows(period)).flat();
    const projectIds = new Set(rows.map((row) => row.attribution.projectId));
    expect(projectIds).toEqual(new Set([state.fixture.projects[0]!.id, state.fixture.projects[1]!.id]));
    // Two rooms of two lines for each selected project.
    expect(rows.filter((row) => row.room !== '')).toHaveLength(8);
  });

  it.each<[string, Partial<PurchaseFilter>]>([
    ['no other filter', {}],
    ['a client', { clientId: '0190a000-0000-7000-8000-000000000002' }],
    ['a billing type', { billingType: 'rent' }],
    ['a supplier', { supplier: 'Éclairage Sud' }],
    ['a wide period', { start: '2026-03-01', end: '2026-04-01' }],
  ])('reads the rows the domain rules select, with %s', async (_, extra) => {
    const filter: PurchaseFilter = { ...period, ...extra };
    const rows = (await readRows(filter)).flat();
    const expected = await expectedRows(state.env.db, filter);
    expect(expected.length).toBeGreaterThan(0);
    const byId = (a: PurchaseRow, b: PurchaseRow) => a.lineId.localeCompare(b.lineId);
    expect([...rows].sort(byId)).toEqual([...expected].sort(byId));
  });

  it("closes each project with its services and the office's adjustment: its client column adds up to its quote excl. VAT, bought", async () => {
    const rows = (await readRows(period)).flat();
    const [overridden, adjusted] = state.fixture.projects;
    const charges = (projectId: string) =>
      rows
        .filter((row) => row.attribution.projectId === projectId && row.room === '')
        .map((row) => [row.module, row.quantity, row.clientUnitPriceCents]);
    // 4 lines, 2 rooms of 1 and 2 copies: assembly per line counts 2 × 1 + 2 × 2 = 6, cleaning 3.
    expect(charges(overridden!.id)).toEqual([
      ['Pack chambre négocié', 1, 150_001],
      ['Assembly', 6, 1_505],
      ['Cleaning', 3, 2_999],
      ['Adjustment by our team', 1, expect.any(Number)],
    ]);
    expect(charges(adjusted!.id).at(-1)).toEqual(['Adjustment by our team', 1, -1_234]);
    for (const project of [overridden!, adjusted!]) {
      const clientCents = rows
        .filter((row) => row.attribution.projectId === project.id)
        .reduce((sum, row) => sum + row.clientTotalCents, 0);
      expect(clientCents, project.name).toBe(await boughtQuoteCents(project.id));
    }
    expect(await boughtQuoteCents(overridden!.id)).toBe(500_000);
  });

  it("attributes every row to its project, operation number, client and order, a furniture's to its supplier and reference, and gives no inline picture", async () => {
    const rows = (await readRows({ start: '2026-03-01', end: '2026-04-01' })).flat();
    const [first, second, third] = state.fixture.projects;
    const attribution = (row: PurchaseRow) => [
      row.attribution.projectName,
      row.attribution.operationNumber,
      row.attribution.clientName,
      row.attribution.purchaseOrderNumber,
      row.attribution.validatedOn,
    ];
    const of = (projectId: string) => rows.filter((row) => row.attribution.projectId === projectId);
    // Every row of a project, its packs, lines, services and adjustment alike; its latest order.
    expect(new Set(of(first!.id).map((row) => JSON.stringify(attribution(row))))).toEqual(
      new Set([JSON.stringify(['Projet 1', 'OP-2026-1', 'Atelier Lumière', 2, '2026-03-29'])]),
    );
    expect(attribution(of(second!.id)[0]!)).toEqual([
      'Projet 2',
      'OP-2026-2',
      'Camille Martin',
      1,
      '2026-03-29',
    ]);
    // Validated at 23:30 UTC on the 28th: the 28th, as the period reads it; no order yet.
    expect(attribution(of(state.fixture.projects[3]!.id)[0]!)).toEqual([
      'Projet 4',
      'OP-2026-4',
      'Camille Martin',
      null,
      '2026-03-28',
    ]);
    expect(of(third!.id)[0]?.attribution.validatedOn).toBe('2026-03-30');
    const furnitureRows = rows.filter((row) => row.furniture !== '');
    expect(new Set(furnitureRows.map((row) => `${row.supplier} ${row.supplierReference}`))).toEqual(
      new Set(['Maison "Bois", Frères REF-1', 'Éclairage Sud REF-2']),
    );
    expect(new Set(furnitureRows.map((row) => row.imageUrl))).toEqual(
      new Set(['https://img.example/item-0.jpg', '']),
    );
    expect(rows.some((row) => row.imageUrl === inlinePicture || row.imageUrl.startsWith('data:'))).toBe(
      false,
    );
  });

  it('reads a project page after page, missing and doubling no line', async () => {
    const filter: PurchaseFilter = { start: '2026-03-01', end: '2026-04-01' };
    // Pages of 3 lines over projects of 8: pages open below, between and open above.
    const batches = await readRows(filter, 3);
    expect(batches.length).toBeGreaterThan(3);
    // A page holds 3 lines; a project's packs join its first, its services and adjustment follow its last.
    expect(Math.max(...batches.map((batch) => batch.filter((row) => row.room !== '').length))).toBe(3);
    expect(batches.flat()).toEqual(await expectedRows(state.env.db, filter));
  });

  it('refuses everyone but the office', async () => {
    const anonymous = await state.env.app.inject({ url: exportUrl({ ...period, format: 'csv' }) });
    expect(anonymous.statusCode).toBe(401);
    for (const email of ['b2b-admin@fitout.test', 'b2c@fitout.test', 'br-admin@fitout.test']) {
      const response = await download(
        state,
        { ...period, format: 'csv' },
        'en',
        await state.env.login(email),
      );
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth/forbidden', detail: expect.any(String) });
    }
  });

  it.each<[string, Record<string, string>, string, string]>([
    [
      'an end before the start',
      { start: '2026-03-30', end: '2026-03-29' },
      'end',
      'La date de fin doit suivre la date de début.',
    ],
    [
      'an empty period',
      { start: '2026-03-30', end: '2026-03-30' },
      'end',
      'La date de fin doit suivre la date de début.',
    ],
    [
      'a period over the maximum',
      { start: '2025-01-01', end: '2026-03-01' },
      'end',
      "L'exportation couvre au plus 366 jours ; cette période en compte 424.",
    ],
    ['an unknown filter', { ...period, colour: 'red' }, 'colour', "Ce champ n'est pas autorisé."],
    [
      'an unknown client',
      { ...period, clientId: '0190a000-0000-7000-8000-0000000000ff' },
      'clientId',
      'Aucun élément ne correspond à cette valeur de filtre.',
    ],
    [
      'a CSV dialect that is not one',
      { ...period, dialect: 'tab' },
      'dialect',
      'Choisissez le séparateur du CSV : virgule ou point-virgule.',
    ],
    [
      'a date that is not one',
      { start: '2026-02-30', end: '2026-03-30' },
      'start',
      'Veuillez saisir une date valide.',
    ],
  ])('answers %s with a 422 and its reason, writing no file', async (_, query, field, message) => {
    const response = await download(state, { format: 'csv', ...query }, 'fr');
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBeUndefined();
    const detail = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    expect(detail).toContainEqual(expect.objectContaining({ loc: ['querystring', field], msg: message }));
  });
});
