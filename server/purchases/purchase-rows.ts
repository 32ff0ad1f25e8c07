import { sql, type SQL } from 'drizzle-orm';
import {
  periodBounds,
  purchasedStatuses,
  purchaseRow,
  supplierMatches,
  type PurchaseFilter,
  type PurchaseRow,
} from '../../src/domain/purchases';
import type { Db } from '../db/client';
import { rowsOf, toNumber } from '../sync/sql-rows';

/** Lines read per query: large enough to amortise a round trip, small enough to keep memory flat. */
export const purchaseBatchSize = 2000;

interface ProjectHead {
  id: string;
  name: string;
  multiplier: unknown;
}

interface LineRecord {
  id: string;
  room_id: string;
  furniture_id: string | null;
  module_id: string | null;
  quantity: unknown;
  unit_price_cents: unknown;
  vat_rate_bp: unknown;
  notes: string | null;
}

interface NamedRecord {
  id: string;
  name: string;
}
interface RoomRecord extends NamedRecord {
  multiplier: unknown;
}
interface FurnitureRecord extends NamedRecord {
  url: string | null;
  image: string | null;
  supplier: string | null;
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
  return sql`select p.id, p.data ->> 'name' as name, (c.data ->> 'pricingMultiplier')::float8 as multiplier
    from projects p left join clients c on c.id = p.client_id and c.deleted_at is null
    where ${sql.join(conditions, sql` and `)}
    order by (p.data ->> 'validatedAt')::timestamptz, p.id`;
}

/** A project's live line ids in order: one index read, then pages of ids for linesQuery. */
function lineIdsQuery(projectId: string): SQL {
  return sql`select id from purchase_order_lines
    where project_id = ${projectId} and deleted_at is null
    order by id`;
}

/**
 * A page of lines by primary key, so each page costs its own size whatever the project's (PGlite
 * keeps no planner statistics, and a keyset page over the project's index re-read the whole
 * project every time). jsonb_to_record reads each body once; names come from the caches below.
 */
function linesQuery(ids: readonly string[]): SQL {
  return sql`select l.id, l.room_id, l.furniture_id, x."moduleId" as module_id, x.quantity,
      x."unitPriceCents" as unit_price_cents, x."vatRateBp" as vat_rate_bp, x.notes
    from purchase_order_lines l,
      jsonb_to_record(l.data) as x("moduleId" uuid, quantity int, "unitPriceCents" bigint, "vatRateBp" int, notes text)
    where l.id = any(${uuidArray(ids)}) and l.deleted_at is null
    order by l.id`;
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
      read<RoomRecord>(sql`select id, data ->> 'name' as name, data -> 'multiplier' as multiplier
        from rooms where id = any(${uuidArray(ids)}) and deleted_at is null`),
    ),
    furniture: new RowCache((ids) =>
      read<FurnitureRecord>(sql`select id, data ->> 'name' as name, data ->> 'url' as url,
          data -> 'images' ->> 0 as image, data ->> 'supplier' as supplier
        from furniture where id = any(${uuidArray(ids)}) and deleted_at is null`),
    ),
    modules: new RowCache((ids) =>
      read<NamedRecord>(sql`select id, data ->> 'name' as name
        from furniture_modules where id = any(${uuidArray(ids)}) and deleted_at is null`),
    ),
  };
}

function toRow(
  record: LineRecord,
  project: ProjectHead,
  room: RoomRecord,
  furniture: FurnitureRecord | null,
  module: NamedRecord | null,
): PurchaseRow {
  return purchaseRow({
    line: {
      id: record.id,
      roomId: record.room_id,
      quantity: toNumber(record.quantity),
      unitPriceCents: toNumber(record.unit_price_cents),
      vatRateBp: toNumber(record.vat_rate_bp),
      notes: record.notes ?? '',
    },
    project: { id: project.id, name: project.name },
    room: { name: room.name, multiplier: toNumber(room.multiplier) },
    furniture:
      furniture === null
        ? null
        : {
            name: furniture.name,
            url: furniture.url ?? '',
            images: furniture.image === null ? [] : [furniture.image],
            supplier: furniture.supplier ?? '',
          },
    module,
    clientMultiplier: project.multiplier === null ? 1 : toNumber(project.multiplier),
  });
}

/**
 * The filter's purchase rows, a batch at a time, project after project: the caller writes each
 * batch before the next is read, so memory holds one batch of rows (plus the current project's
 * line ids and the names of the rooms, furniture and modules met) whatever the export's size.
 * A line whose room is gone is not part of the order; the supplier filter is the domain's own.
 */
export async function* purchaseRowBatches(db: Db, filter: PurchaseFilter): AsyncGenerator<PurchaseRow[]> {
  const projects = rowsOf<ProjectHead>(await db.execute(projectsQuery(filter)));
  const names = caches(db);
  for (const project of projects) {
    const ids = rowsOf<{ id: string }>(await db.execute(lineIdsQuery(project.id))).map((row) => row.id);
    for (let from = 0; from < ids.length; from += purchaseBatchSize) {
      const records = rowsOf<LineRecord>(
        await db.execute(linesQuery(ids.slice(from, from + purchaseBatchSize))),
      );
      await names.rooms.fill(records.map((record) => record.room_id));
      await names.furniture.fill(records.map((record) => record.furniture_id));
      await names.modules.fill(records.map((record) => record.module_id));
      const rows: PurchaseRow[] = [];
      for (const record of records) {
        const room = names.rooms.get(record.room_id);
        if (room === null) continue;
        const row = toRow(
          record,
          project,
          room,
          names.furniture.get(record.furniture_id),
          names.modules.get(record.module_id),
        );
        if (supplierMatches(row, filter)) rows.push(row);
      }
      if (rows.length > 0) yield rows;
    }
  }
}
