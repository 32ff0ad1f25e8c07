import { sql, type SQL } from 'drizzle-orm';
import { projectSchema } from '../../src/domain/entities/project.schema';
import type { DefaultRoom } from '../../src/domain/enums';
import { roomLabel } from '../../src/domain/projects/room-label';
import { serviceRateSchema, type ServiceRate } from '../../src/domain/entities/service-rate.schema';
import { linePrice, packIdsOf, projectQuoteCharges } from '../../src/domain/pricing';
import {
  asBought,
  closingRows,
  packRow,
  periodBounds,
  projectCharges,
  purchaseAttribution,
  purchasedStatuses,
  purchaseRow,
  supplierMatches,
  type PurchaseLabels,
  type PurchaseAttribution,
  type PurchaseFilter,
  type PurchaseRow,
} from '../../src/domain/purchases';
import type { Db } from '../db/client';
import { rowsOf, toNumber } from '../sync/sql-rows';
import { ProjectTally } from './project-tally';
import { readAhead } from './read-ahead';

/**
 * Lines per page: a page is one query (and one JSON text, see linesQuery); 5,000 amortises the
 * round trip to PGlite's thread while a page stays a few megabytes and a few tens of milliseconds
 * of the database's time, so other requests interleave with a long export.
 */
const defaultPageSize = 5000;

/** What the export reads of a project's body: what names it, and what prices its quote past its lines. */
const projectPricingSchema = projectSchema.pick({
  name: true,
  operationNumber: true,
  validatedAt: true,
  packs: true,
  options: true,
  vatRateBp: true,
  billingType: true,
  clientPriceAdjustmentCents: true,
  clientPriceOverrideCents: true,
});

interface ProjectRecord {
  id: string;
  multiplier: unknown;
  client_name: string | null;
  order_number: unknown;
  data: unknown;
}

interface ProjectHead extends ReturnType<typeof projectPricingSchema.parse> {
  id: string;
  clientMultiplier: number;
  attribution: PurchaseAttribution;
}

/** A line as linesQuery's JSON array holds it, in this order. */
type LineRecord = [
  id: string,
  roomId: string,
  furnitureId: string | null,
  moduleId: string | null,
  quantity: number,
  unitPriceCents: number,
  vatRateBp: number,
  notes: string | null,
  packId: string | null,
];

interface NamedRecord {
  id: string;
  name: string;
}
interface RoomRecord extends NamedRecord {
  kind: DefaultRoom | null;
  multiplier: unknown;
}
interface FurnitureRecord extends NamedRecord {
  url: string | null;
  image: string | null;
  supplier: string | null;
  supplierSku: string | null;
}

/**
 * The projects whose lines are purchases of the filter, in purchase order: the SQL twin of
 * projectInPurchases (src/domain/purchases), which tests/server/purchases holds equal to it.
 */
function projectsQuery(filter: PurchaseFilter): SQL {
  const { from, to } = periodBounds(filter);
  const conditions = [
    sql`p.deleted_at is null`,
    sql`p.data ->> 'status' in (${sql.join(
      purchasedStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
    sql`(p.data ->> 'validatedAt')::timestamptz >= ${from}::timestamptz`,
    sql`(p.data ->> 'validatedAt')::timestamptz < ${to}::timestamptz`,
  ];
  if (filter.clientId !== undefined) conditions.push(sql`p.client_id = ${filter.clientId}`);
  if (filter.projectId !== undefined) conditions.push(sql`p.id = ${filter.projectId}`);
  if (filter.billingType !== undefined)
    conditions.push(sql`p.data ->> 'billingType' = ${filter.billingType}`);
  // projectMultiplier of src/domain/pricing: the multiplier a submitted quote keeps, else the client's.
  // The order's version is its latest's number (latestPurchaseOrders). Versions are numbered 1, 2, …
  // and never deleted, so it is their count, which reads no version's body: `data ->> 'number'`
  // unpacked each version's whole line list (a 100,000-line order's took seconds and 300 MB).
  return sql`select p.id, coalesce((p.data ->> 'frozenMultiplier')::float8,
      (c.data ->> 'pricingMultiplier')::float8) as multiplier, c.data ->> 'name' as client_name,
      (select nullif(count(*), 0) from purchase_orders o
        where o.project_id = p.id and o.deleted_at is null) as order_number, p.data
    from projects p left join clients c on c.id = p.client_id and c.deleted_at is null
    where ${sql.join(conditions, sql` and `)}
    order by (p.data ->> 'validatedAt')::timestamptz, p.id`;
}

const liveLinesOf = (projectId: string) => sql`l.project_id = ${projectId} and l.deleted_at is null`;

/**
 * The first id of each page of a project's live lines (every pageSize-th id in order): the pages
 * are then ranges of the primary key, so memory holds these few ids whatever the project's size,
 * and a page reads its own rows and no other's (PGlite keeps no planner statistics, and a keyset
 * page with a limit re-read the whole project's rows every time).
 */
function pageStartsQuery(projectId: string, pageSize: number): SQL {
  return sql`select id from (
      select l.id, row_number() over (order by l.id) as n from purchase_order_lines l
      where ${liveLinesOf(projectId)}
    ) numbered
    where n % ${pageSize} = 1
    order by id`;
}

/**
 * One page of lines, from its first id to the next page's (the first page open below and the last
 * open above, so a line added meanwhile is not lost between pages), as ONE JSON text of arrays:
 * PGlite's wire reader copies every field apart, and one field per page instead of eight per line
 * halves the read's cost. jsonb_to_record reads each body once; names come from the caches below.
 */
function linesQuery(projectId: string, from: string | undefined, to: string | undefined): SQL {
  const conditions = [liveLinesOf(projectId)];
  if (from !== undefined) conditions.push(sql`l.id >= ${from}::uuid`);
  if (to !== undefined) conditions.push(sql`l.id < ${to}::uuid`);
  return sql`select coalesce(json_agg(json_build_array(l.id, l.room_id, l.furniture_id, x."moduleId",
        x.quantity, x."unitPriceCents", x."vatRateBp", x.notes, x."packId") order by l.id), '[]')::text as lines
    from purchase_order_lines l,
      jsonb_to_record(l.data) as x("moduleId" uuid, quantity int, "unitPriceCents" bigint, "vatRateBp" int,
        notes text, "packId" uuid)
    where ${sql.join(conditions, sql` and `)}`;
}

/** The project's live rooms, each with its identical copies: a room without lines still counts. */
function roomsQuery(projectId: string): SQL {
  return sql`select id, data -> 'multiplier' as multiplier from rooms
    where project_id = ${projectId} and deleted_at is null`;
}

function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** Rows of a small table by id, fetched once per export: the rooms, furniture and modules lines name. */
class RowCache<T extends { id: string }> {
  private readonly rows = new Map<string, T | null>();

  constructor(private readonly load: (ids: readonly string[]) => Promise<T[]>) {}

  async fill(ids: Iterable<string | null>): Promise<void> {
    const missing = [...new Set(ids)].filter((id): id is string => id !== null && !this.rows.has(id));
    if (missing.length === 0) return;
    for (const row of await this.load(missing)) this.rows.set(row.id, row);
    // A deleted or missing row is remembered as such, and not asked for again.
    for (const id of missing) if (!this.rows.has(id)) this.rows.set(id, null);
  }

  get(id: string | null): T | null {
    return id === null ? null : (this.rows.get(id) ?? null);
  }
}

function caches(db: Db) {
  const read = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  return {
    rooms: new RowCache((ids) =>
      read<RoomRecord>(sql`select id, data ->> 'name' as name, data ->> 'kind' as kind,
          data -> 'multiplier' as multiplier
        from rooms where id = any(${uuidArray(ids)}) and deleted_at is null`),
    ),
    furniture: new RowCache((ids) =>
      read<FurnitureRecord>(sql`select id, data ->> 'name' as name, data ->> 'url' as url,
          data -> 'images' ->> 0 as image, data ->> 'supplier' as supplier,
          data ->> 'supplierSku' as "supplierSku"
        from furniture where id = any(${uuidArray(ids)}) and deleted_at is null`),
    ),
    modules: new RowCache((ids) =>
      read<NamedRecord>(sql`select id, data ->> 'name' as name
        from furniture_modules where id = any(${uuidArray(ids)}) and deleted_at is null`),
    ),
  };
}

function lineOf([id, roomId, , , quantity, unitPriceCents, vatRateBp, notes, packId]: LineRecord) {
  return { id, roomId, quantity, unitPriceCents, vatRateBp, notes: notes ?? '', packId };
}

function toRow(
  record: LineRecord,
  project: ProjectHead,
  packIds: ReadonlySet<string>,
  room: { name: string; multiplier: number },
  furniture: FurnitureRecord | null,
  module: NamedRecord | null,
): PurchaseRow {
  return purchaseRow({
    line: lineOf(record),
    attribution: project.attribution,
    room,
    furniture:
      furniture === null
        ? null
        : {
            name: furniture.name,
            url: furniture.url ?? '',
            images: furniture.image === null ? [] : [furniture.image],
            supplier: furniture.supplier ?? '',
            supplierSku: furniture.supplierSku ?? '',
          },
    module,
    clientMultiplier: project.clientMultiplier,
    packIds,
  });
}

interface LinePage {
  project: ProjectHead;
  /** The project's live rooms, the same array on each of its pages. */
  rooms: { id: string; copies: number }[];
  records: LineRecord[];
  /** The project's last page (a project without lines has one, empty). */
  last: boolean;
}

/** The pages of lines of each project in turn, as linesQuery reads them. */
async function* linePages(
  db: Db,
  projects: readonly ProjectHead[],
  pageSize: number,
): AsyncGenerator<LinePage> {
  for (const project of projects) {
    const rooms = rowsOf<{ id: string; multiplier: unknown }>(await db.execute(roomsQuery(project.id))).map(
      (room) => ({ id: room.id, copies: toNumber(room.multiplier) }),
    );
    const starts = rowsOf<{ id: string }>(await db.execute(pageStartsQuery(project.id, pageSize))).map(
      (row) => row.id,
    );
    if (starts.length === 0) yield { project, rooms, records: [], last: true };
    for (let page = 0; page < starts.length; page++) {
      const from = page === 0 ? undefined : starts[page];
      const [{ lines }] = rowsOf<{ lines: string }>(
        await db.execute(linesQuery(project.id, from, starts[page + 1])),
      ) as [{ lines: string }];
      yield { project, rooms, records: JSON.parse(lines) as LineRecord[], last: page === starts.length - 1 };
    }
  }
}

async function readProjects(db: Db, filter: PurchaseFilter): Promise<ProjectHead[]> {
  return rowsOf<ProjectRecord>(await db.execute(projectsQuery(filter))).map((record) => {
    const project = { ...projectPricingSchema.parse(record.data), id: record.id };
    const order = record.order_number === null ? null : toNumber(record.order_number);
    return {
      ...project,
      clientMultiplier: record.multiplier === null ? 1 : toNumber(record.multiplier),
      attribution: purchaseAttribution(project, record.client_name ?? '', order),
    };
  });
}

async function readServiceRates(db: Db): Promise<ServiceRate[]> {
  const records = rowsOf<{ data: unknown }>(
    await db.execute(sql`select data from service_rates where deleted_at is null`),
  );
  return records.map((record) => serviceRateSchema.parse(record.data));
}

/**
 * The filter's purchase rows, a batch (a page of lines) at a time, project after project, in
 * selectPurchaseRows' order: a project's packs lead its rows, its services and adjustment close
 * them, in a batch of their own (they need all its lines' figures, tallied as the pages go by). The
 * next page is asked for as soon as one arrives, so the database (PGlite, on its own thread) reads
 * it while this thread shapes and the caller writes the current one; the caller writes each batch
 * before taking the next, so memory holds two pages (plus each project's page starts and rooms, and
 * the names of the rooms, furniture and modules met) whatever the export's size. A line whose room
 * is gone is not part of the order; the supplier filter is the domain's own. `labels`: the
 * charges' names, in the reader's language.
 */
export async function* purchaseRowBatches(
  db: Db,
  filter: PurchaseFilter,
  labels: PurchaseLabels,
  pageSize = defaultPageSize,
): AsyncGenerator<PurchaseRow[]> {
  const projects = await readProjects(db, filter);
  const serviceRates = projects.length === 0 ? [] : await readServiceRates(db);
  const names = caches(db);
  let tally: { project: ProjectHead; rooms: ProjectTally } | undefined;
  for await (const { project, rooms, records, last } of readAhead(linePages(db, projects, pageSize))) {
    await names.rooms.fill(records.map(([, roomId]) => roomId));
    await names.furniture.fill(records.map(([, , furnitureId]) => furnitureId));
    await names.modules.fill(records.map(([, , , moduleId]) => moduleId));
    const rows: PurchaseRow[] = [];
    if (tally?.project !== project) {
      tally = { project, rooms: new ProjectTally(rooms) };
      for (const pack of project.packs) {
        const row = packRow(project.attribution, pack);
        if (supplierMatches(row, filter)) rows.push(row);
      }
    }
    const packIds = packIdsOf(project.packs);
    for (const record of records) {
      const [, roomId, furnitureId, moduleId] = record;
      const room = names.rooms.get(roomId);
      if (room === null) continue;
      const copies = toNumber(room.multiplier);
      const client = linePrice(
        lineOf(record),
        copies,
        project.clientMultiplier,
        { billingType: 'buy' },
        packIds,
      );
      tally.rooms.add({ id: roomId, copies }, client.amounts);
      const row = toRow(
        record,
        project,
        packIds,
        {
          name: roomLabel({ name: room.name, kind: room.kind ?? undefined }, labels.rooms),
          multiplier: copies,
        },
        names.furniture.get(furnitureId),
        names.modules.get(moduleId),
      );
      if (supplierMatches(row, filter)) rows.push(row);
    }
    if (rows.length > 0) yield rows;
    if (last) {
      const charges = projectQuoteCharges(asBought(project), tally.rooms.tallies(), 1, serviceRates);
      const closing = closingRows(project.attribution, projectCharges(project, charges, labels)).filter(
        (row) => supplierMatches(row, filter),
      );
      if (closing.length > 0) yield closing;
    }
  }
}
