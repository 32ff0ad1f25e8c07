import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/enums';
import { projectMultiplier, projectQuoteBreakdown } from '../../../src/domain/pricing';
import {
  asBought,
  purchaseTotals,
  type PurchaseFilter,
  type PurchaseRow,
} from '../../../src/domain/purchases';
import { clients, projects, purchaseOrderLines, rooms, serviceRates } from '../../../server/db/schema';
import { chargeLabels } from '../../../server/i18n/charge-labels';
import { purchaseRowBatches } from '../../../server/purchases/purchase-rows';
import enPurchases from '../../../public/locales/en/purchases.json';
import frPurchases from '../../../public/locales/fr/purchases.json';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectedRows } from './expected-rows';
import { insertPurchaseFixture, type PurchaseFixture } from './purchase-fixtures';

let env: TestApp;
let admin: string;
let fixture: PurchaseFixture;
const labels = chargeLabels('en');

/*
 * Paris leaves winter time on 2026-03-29 at 01:00 UTC. The period [03-29, 03-30) is read in UTC:
 * a purchase at the start instant is in, one at the end instant is out, and one at 23:30 UTC on
 * the 29th (already the 30th in Paris) is in.
 */
const period = { start: '2026-03-29', end: '2026-03-30' };
const shapes = [
  { validatedAt: '2026-03-29T00:00:00.000Z', status: 'validated', billingType: 'buy' },
  { validatedAt: '2026-03-29T23:30:00.000Z', status: 'done', billingType: 'rent' },
  { validatedAt: '2026-03-30T00:00:00.000Z', status: 'validated', billingType: 'buy' },
  { validatedAt: '2026-03-28T23:30:00.000Z', status: 'validated', billingType: 'buy' },
  // A quote the client accepted but the office never validated: not a purchase.
  { validatedAt: null, status: 'validation', billingType: 'buy' },
] as const;

const columnKeys = [
  'room',
  'module',
  'furniture',
  'link',
  'imageUrl',
  'quantity',
  'notes',
  'price',
  'priceInclVat',
  'clientPrice',
  'totalPrice',
  'totalVat',
] as const;

beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => {
  await env?.close();
});
beforeEach(async () => {
  await env.reset();
  admin = await env.login('admin@fitout.test');
  const creator = await env.login('b2b-admin@fitout.test');
  const me = await env.app.inject({ url: '/api/v1/auth/me', headers: env.as(creator) });
  fixture = await insertPurchaseFixture(env.db, me.json<{ _id: string }>()._id, shapes);
});

/** The project's quote excl. VAT from its stored rows, bought (src/domain/pricing, as the office reads it). */
async function boughtQuoteCents(projectId: string): Promise<number> {
  const live = <T>(rows: { data: T; deletedAt: unknown }[]) =>
    rows.filter((row) => row.deletedAt === null).map((row) => row.data);
  const [project] = live(await env.db.select().from(projects).where(eq(projects.id, projectId)));
  const [client] = live(await env.db.select().from(clients).where(eq(clients.id, project!.clientId)));
  const quote = projectQuoteBreakdown(
    asBought(project!),
    live(await env.db.select().from(rooms).where(eq(rooms.projectId, projectId))),
    live(await env.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.projectId, projectId))),
    projectMultiplier(project!, client),
    1,
    live(await env.db.select().from(serviceRates)),
  );
  return quote.total.exclVatCents;
}

function exportUrl(query: Record<string, string>): string {
  return `/api/v1/purchases/export?${new URLSearchParams(query).toString()}`;
}

async function download(query: Record<string, string>, language: Language = 'en', token = admin) {
  return env.app.inject({
    url: exportUrl(query),
    headers: { ...env.as(token), 'accept-language': language },
  });
}

function decimal(cents: number, mark: string): string {
  return (cents / 100).toFixed(2).replace('.', mark);
}

/** What a spreadsheet should read in each column, for a row, as text (CSV) with `mark` as decimal. */
function csvCells(row: PurchaseRow, mark: string): string[] {
  return [
    row.room,
    row.module,
    row.furniture,
    row.link,
    row.imageUrl,
    String(row.quantity),
    row.notes.startsWith('=') ? `'${row.notes}` : row.notes,
    decimal(row.unitPriceCents, mark),
    decimal(row.unitInclVatCents, mark),
    decimal(row.clientUnitPriceCents, mark),
    decimal(row.totalCents, mark),
    decimal(row.totalVatCents, mark),
  ];
}

describe('the accounting export', () => {
  it('selects a line at the start instant and not one at the end instant, in UTC across the Paris DST change', async () => {
    const rows: PurchaseRow[] = [];
    for await (const batch of purchaseRowBatches(env.db, period, labels)) rows.push(...batch);
    const projectIds = new Set(rows.map((row) => row.projectId));
    expect(projectIds).toEqual(new Set([fixture.projects[0]!.id, fixture.projects[1]!.id]));
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
    const rows: PurchaseRow[] = [];
    for await (const batch of purchaseRowBatches(env.db, filter, labels)) rows.push(...batch);
    const expected = await expectedRows(env.db, filter);
    expect(expected.length).toBeGreaterThan(0);
    const byId = (a: PurchaseRow, b: PurchaseRow) => a.lineId.localeCompare(b.lineId);
    expect([...rows].sort(byId)).toEqual([...expected].sort(byId));
  });

  it("closes each project with its services and the office's adjustment: its client column adds up to its quote excl. VAT, bought", async () => {
    const rows: PurchaseRow[] = [];
    for await (const batch of purchaseRowBatches(env.db, period, labels)) rows.push(...batch);
    const [overridden, adjusted] = fixture.projects;
    const charges = (projectId: string) =>
      rows
        .filter((row) => row.projectId === projectId && row.room === '')
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
        .filter((row) => row.projectId === project.id)
        .reduce((sum, row) => sum + row.clientTotalCents, 0);
      expect(clientCents, project.name).toBe(await boughtQuoteCents(project.id));
    }
    expect(await boughtQuoteCents(overridden!.id)).toBe(500_000);
  });

  it('reads a project page after page, missing and doubling no line', async () => {
    const filter: PurchaseFilter = { start: '2026-03-01', end: '2026-04-01' };
    const batches: PurchaseRow[][] = [];
    // Pages of 3 lines over projects of 8: pages open below, between and open above.
    for await (const batch of purchaseRowBatches(env.db, filter, labels, 3)) batches.push(batch);
    expect(batches.length).toBeGreaterThan(3);
    // A page holds 3 lines; a project's packs join its first, its services and adjustment follow its last.
    expect(Math.max(...batches.map((batch) => batch.filter((row) => row.room !== '').length))).toBe(3);
    expect(batches.flat()).toEqual(await expectedRows(env.db, filter));
  });

  it.each<[Language, { separator: string; mark: string; titles: Record<string, string>; file: string }]>([
    [
      'en',
      {
        separator: ',',
        mark: '.',
        titles: enPurchases.columns,
        file: 'purchases_2026-03-29_2026-03-30_exported_20260302T090000Z.csv',
      },
    ],
    [
      'fr',
      {
        separator: ';',
        mark: ',',
        titles: frPurchases.columns,
        file: 'achats_2026-03-29_2026-03-30_export_20260302T090000Z.csv',
      },
    ],
  ])(
    'writes the %s CSV a parser reads back, named in its language: BOM, titles in order, the lines and their totals',
    async (language, conventions) => {
      const response = await download({ ...period, format: 'csv' }, language);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${conventions.file}"`);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const records = parse(bytes, { bom: true, delimiter: conventions.separator }) as string[][];
      expect(records[0]).toEqual(columnKeys.map((key) => conventions.titles[key]));
      const expected = await expectedRows(env.db, period, language);
      expect(records.slice(1)).toEqual(expected.map((row) => csvCells(row, conventions.mark)));
      // The text survives the separator, quotes and accents.
      expect(records.slice(1).map((cells) => cells[2])).toContain('Chaise Écorce');

      const totals = purchaseTotals(expected);
      const column = (index: number) =>
        records
          .slice(1)
          .reduce((sum, cells) => sum + Math.round(Number(cells[index]!.replace(',', '.')) * 100), 0);
      expect(column(10)).toBe(totals.exclVatCents);
      expect(column(11)).toBe(totals.vatCents);
      expect(totals.inclVatCents).toBe(totals.exclVatCents + totals.vatCents);
      expect(totals.clientCents).toBe(expected.reduce((sum, row) => sum + row.clientTotalCents, 0));
    },
  );

  it('writes an XLSX exceljs reads back: one sheet, frozen titles, numbers as numbers, money formatted', async () => {
    const response = await download({ ...period, format: 'xlsx' }, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="achats_2026-03-29_2026-03-30_export_20260302T090000Z.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([response.rawPayload]));
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(frPurchases.sheet_name);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);
    expect(values(1)).toEqual(columnKeys.map((key) => frPurchases.columns[key]));

    const expected = await expectedRows(env.db, period, 'fr');
    expect(sheet.actualRowCount).toBe(expected.length + 1);
    expected.forEach((row, index) => {
      const cells = values(index + 2);
      expect(cells.slice(0, 7)).toEqual([
        row.room || undefined,
        row.module || undefined,
        row.furniture || undefined,
        row.link || undefined,
        row.imageUrl || undefined,
        row.quantity,
        row.notes || undefined,
      ]);
      expect(cells.slice(7)).toEqual(
        [
          row.unitPriceCents,
          row.unitInclVatCents,
          row.clientUnitPriceCents,
          row.totalCents,
          row.totalVatCents,
        ].map((cents) => cents / 100),
      );
      expect(sheet.getRow(index + 2).getCell(8).numFmt).toBe('#,##0.00');
    });
  });

  it('refuses everyone but the office', async () => {
    const anonymous = await env.app.inject({ url: exportUrl({ ...period, format: 'csv' }) });
    expect(anonymous.statusCode).toBe(401);
    for (const email of ['b2b-admin@fitout.test', 'b2c@fitout.test', 'br-admin@fitout.test']) {
      const response = await download({ ...period, format: 'csv' }, 'en', await env.login(email));
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
      "La période dépasse ce que l'exportation autorise.",
    ],
    ['an unknown filter', { ...period, colour: 'red' }, 'colour', "Ce champ n'est pas autorisé."],
    [
      'an unknown client',
      { ...period, clientId: '0190a000-0000-7000-8000-0000000000ff' },
      'clientId',
      'Aucun élément ne correspond à cette valeur de filtre.',
    ],
    [
      'a date that is not one',
      { start: '2026-02-30', end: '2026-03-30' },
      'start',
      'Veuillez saisir une date valide.',
    ],
  ])('answers %s with a 422 and its reason, writing no file', async (_, query, field, message) => {
    const response = await download({ format: 'csv', ...query }, 'fr');
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBeUndefined();
    const detail = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    expect(detail).toContainEqual(expect.objectContaining({ loc: ['querystring', field], msg: message }));
  });
});
