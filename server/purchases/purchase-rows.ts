import { sql, type SQL } from 'drizzle-orm';
import {
  periodBounds,
  purchasedStatuses,
  purchaseRow,
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
  quantity: unknown;
  unit_price_cents: unknown;
  vat_rate_bp: unknown;
  notes: string | null;
  room_name: string;
  room_multiplier: unknown;
  furniture_name: string | null;
  furniture_url: string | null;
  furniture_image: string | null;
  supplier: string | null;
  module_name: string | null;
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

/** One page of a project's live lines (in a live room) after `afterId`, with what the columns name. */
function linesQuery(projectId: string, afterId: string | null, filter: PurchaseFilter): SQL {
  const conditions = [sql`l.project_id = ${projectId}`, sql`l.deleted_at is null`];
  if (afterId !== null) conditions.push(sql`l.id > ${afterId}`);
  if (filter.supplier !== undefined)
    conditions.push(sql`coalesce(f.data ->> 'supplier', '') = ${filter.supplier}`);
  return sql`select l.id, l.room_id,
      l.data -> 'quantity' as quantity, l.data -> 'unitPriceCents' as unit_price_cents,
      l.data -> 'vatRateBp' as vat_rate_bp, l.data ->> 'notes' as notes,
      r.data ->> 'name' as room_name, r.data -> 'multiplier' as room_multiplier,
      f.data ->> 'name' as furniture_name, f.data ->> 'url' as furniture_url,
      f.data -> 'images' ->> 0 as furniture_image, f.data ->> 'supplier' as supplier,
      m.data ->> 'name' as module_name
    from purchase_order_lines l
    join rooms r on r.id = l.room_id and r.deleted_at is null
    left join furniture f on f.id = l.furniture_id and f.deleted_at is null
    left join furniture_modules m on m.id = (l.data ->> 'moduleId')::uuid and m.deleted_at is null
    where ${sql.join(conditions, sql` and `)}
    order by l.id
    limit ${purchaseBatchSize}`;
}

function toRow(record: LineRecord, project: ProjectHead): PurchaseRow {
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
    room: { name: record.room_name, multiplier: toNumber(record.room_multiplier) },
    furniture:
      record.furniture_name === null
        ? null
        : {
            name: record.furniture_name,
            url: record.furniture_url ?? '',
            images: record.furniture_image === null ? [] : [record.furniture_image],
            supplier: record.supplier ?? '',
          },
    module: record.module_name === null ? null : { name: record.module_name },
    clientMultiplier: project.multiplier === null ? 1 : toNumber(project.multiplier),
  });
}

/**
 * The filter's purchase rows, a batch at a time, project after project: the caller writes each
 * batch before the next is read, so memory holds one batch whatever the export's size.
 */
export async function* purchaseRowBatches(db: Db, filter: PurchaseFilter): AsyncGenerator<PurchaseRow[]> {
  const projects = rowsOf<ProjectHead>(await db.execute(projectsQuery(filter)));
  for (const project of projects) {
    let afterId: string | null = null;
    for (;;) {
      const records: LineRecord[] = rowsOf<LineRecord>(
        await db.execute(linesQuery(project.id, afterId, filter)),
      );
      if (records.length > 0) yield records.map((record) => toRow(record, project));
      if (records.length < purchaseBatchSize) break;
      afterId = records[records.length - 1]!.id;
    }
  }
}
