import type { Client } from '../entities/client.schema';
import type { Furniture } from '../entities/furniture.schema';
import type { FurnitureModule } from '../entities/furniture-module.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrder } from '../entities/purchase-order.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { Room } from '../entities/room.schema';
import { exhaustive } from '../enums';
import type { ServiceRate } from '../entities/service-rate.schema';
import {
  inclVat,
  linePrice,
  packIdsOf,
  projectMultiplier,
  projectQuoteBreakdown,
  type PricedPack,
} from '../pricing';
import { latestPurchaseOrders, purchaseAttribution, type PurchaseAttribution } from './purchase-attribution';
import { roomLabel } from '../projects/room-label';
import { asBought, projectCharges, type ProjectCharge, type PurchaseLabels } from './project-charges';
import {
  inPeriod,
  purchasedStatuses,
  type PurchaseFilter,
  type PurchaseGrouping,
} from './purchase-filter.schema';

/** One purchased line as the page and the export show it; every amount in cents. */
export interface PurchaseRow {
  lineId: string;
  /**
   * Its project's, the one object all its rows share: a 100,000-line export copies nothing per row
   * (spreading it into each row made V8 build every row as a dictionary, thrice the export's time).
   */
  attribution: PurchaseAttribution;
  supplier: string;
  /** The supplier's own reference of the furniture. */
  supplierReference: string;
  room: string;
  module: string;
  furniture: string;
  link: string;
  imageUrl: string;
  /** Units bought: the line's quantity times its room's copies. */
  quantity: number;
  notes: string;
  /** Unit purchase price excluding VAT, and including it. */
  unitPriceCents: number;
  unitInclVatCents: number;
  /** Unit price to the client (through its pricing multiplier), excluding VAT; 0 when a pack includes it. */
  clientUnitPriceCents: number;
  /** The purchase's total excl. VAT and its VAT: the unit price times the quantity. */
  totalCents: number;
  totalVatCents: number;
  /** The client's unit price times the quantity. */
  clientTotalCents: number;
}

/**
 * The address of a furniture's picture an accountant's spreadsheet can open: a web address, or
 * nothing. An inline `data:` picture (the demo's) is no address, and thousands of characters long.
 */
export function imageAddress(image: string | undefined): string {
  return image !== undefined && /^https?:\/\//i.test(image) ? image : '';
}

export interface PurchaseRowInput {
  line: Pick<
    PurchaseOrderLine,
    'id' | 'roomId' | 'quantity' | 'unitPriceCents' | 'vatRateBp' | 'notes' | 'packId'
  >;
  attribution: PurchaseAttribution;
  room: Pick<Room, 'name' | 'multiplier'>;
  furniture: Pick<Furniture, 'name' | 'url' | 'images' | 'supplier' | 'supplierSku'> | null;
  module: Pick<FurnitureModule, 'name'> | null;
  clientMultiplier: number;
  /** The project's negotiated packs: a line one of them includes is charged through the pack's row. */
  packIds: ReadonlySet<string>;
}

/** A line's figures, all through src/domain/pricing: the page, the totals and the file agree to the cent. */
export function purchaseRow(input: PurchaseRowInput): PurchaseRow {
  const { line, room, furniture } = input;
  const purchase = linePrice(line, room.multiplier, 1, { billingType: 'buy' }).amounts;
  const client = linePrice(
    line,
    room.multiplier,
    input.clientMultiplier,
    { billingType: 'buy' },
    input.packIds,
  );
  return {
    attribution: input.attribution,
    lineId: line.id,
    supplier: furniture?.supplier ?? '',
    supplierReference: furniture?.supplierSku ?? '',
    room: room.name,
    module: input.module?.name ?? '',
    furniture: furniture?.name ?? '',
    link: furniture?.url ?? '',
    imageUrl: imageAddress(furniture?.images[0]),
    quantity: line.quantity * room.multiplier,
    notes: line.notes,
    unitPriceCents: line.unitPriceCents,
    unitInclVatCents: inclVat(line.unitPriceCents, line.vatRateBp),
    clientUnitPriceCents: client.unit.exclVatCents,
    totalCents: purchase.exclVatCents,
    totalVatCents: purchase.vatCents,
    clientTotalCents: client.amounts.exclVatCents,
  };
}

/**
 * A charge as a row of its project's purchases: nothing bought for it (its lines are, if any), the
 * client charged its figure, so a project's client figures add up to its quote's. It has no supplier.
 */
export function chargeRow(attribution: PurchaseAttribution, charge: ProjectCharge): PurchaseRow {
  return {
    attribution,
    lineId: charge.id,
    supplier: '',
    supplierReference: '',
    room: '',
    module: charge.name,
    furniture: '',
    link: '',
    imageUrl: '',
    quantity: charge.quantity,
    notes: '',
    unitPriceCents: 0,
    unitInclVatCents: 0,
    clientUnitPriceCents: charge.unitCents,
    totalCents: 0,
    totalVatCents: 0,
    clientTotalCents: charge.unitCents * charge.quantity,
  };
}

/** A negotiated pack's row, which leads its project's rows (the client's own price, bought). */
export function packRow(attribution: PurchaseAttribution, pack: PricedPack): PurchaseRow {
  return chargeRow(attribution, {
    kind: 'pack',
    id: pack.id,
    name: pack.name,
    quantity: pack.quantity,
    unitCents: pack.priceCents,
  });
}

/** The rows that close a project's rows: its priced services, then the office's adjustment. */
export function closingRows(
  attribution: PurchaseAttribution,
  charges: readonly ProjectCharge[],
): PurchaseRow[] {
  return charges.filter((charge) => charge.kind !== 'pack').map((charge) => chargeRow(attribution, charge));
}

/**
 * Whether a project's lines are purchases of the filter's selection (the project-level filters).
 * The export's SQL says the same thing; tests/server/purchases ties the two on seeded data.
 */
export function projectInPurchases(
  project: Pick<Project, 'id' | 'status' | 'validatedAt' | 'clientId' | 'billingType'>,
  filter: PurchaseFilter,
): boolean {
  return (
    (purchasedStatuses as readonly string[]).includes(project.status) &&
    project.validatedAt !== null &&
    inPeriod(project.validatedAt, filter) &&
    (filter.clientId === undefined || project.clientId === filter.clientId) &&
    (filter.projectId === undefined || project.id === filter.projectId) &&
    (filter.billingType === undefined || project.billingType === filter.billingType)
  );
}

/**
 * The export's order, which the page keeps too: projects by purchase instant (then id), and each
 * project's lines by id (creation order, as ids are UUIDv7).
 */
export function comparePurchasedProjects(
  a: Pick<Project, 'id' | 'validatedAt'>,
  b: Pick<Project, 'id' | 'validatedAt'>,
): number {
  const at = Date.parse(a.validatedAt ?? '') - Date.parse(b.validatedAt ?? '');
  return at !== 0 ? at : compareIds(a.id, b.id);
}

/** Ids in the database's order for uuids (lowercase hex, so code-unit order). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The line-level filter: its furniture's supplier (a module line has none). */
export function supplierMatches(row: Pick<PurchaseRow, 'supplier'>, filter: PurchaseFilter): boolean {
  return filter.supplier === undefined || row.supplier === filter.supplier;
}

export interface PurchaseTotals {
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
  clientCents: number;
}

export const zeroTotals: PurchaseTotals = { exclVatCents: 0, vatCents: 0, inclVatCents: 0, clientCents: 0 };

/** Adds one row to running totals: the totals are the sum of the lines, nothing recomputed. */
export function addToTotals(totals: PurchaseTotals, row: PurchaseRow): PurchaseTotals {
  return {
    exclVatCents: totals.exclVatCents + row.totalCents,
    vatCents: totals.vatCents + row.totalVatCents,
    inclVatCents: totals.inclVatCents + row.totalCents + row.totalVatCents,
    clientCents: totals.clientCents + row.clientTotalCents,
  };
}

export function purchaseTotals(rows: readonly PurchaseRow[]): PurchaseTotals {
  return rows.reduce(addToTotals, zeroTotals);
}

export interface PurchaseGroup {
  key: string;
  /** The project's name or the supplier's; '' for lines without a supplier. */
  label: string;
  rows: PurchaseRow[];
  totals: PurchaseTotals;
}

function groupKey(row: PurchaseRow, by: PurchaseGrouping): { key: string; label: string } {
  switch (by) {
    case 'project':
      return { key: row.attribution.projectId, label: row.attribution.projectName };
    case 'supplier':
      return { key: row.supplier, label: row.supplier };
    default:
      return exhaustive(by);
  }
}

/** The rows in groups, in order of first appearance. */
export function groupPurchaseRows(rows: readonly PurchaseRow[], by: PurchaseGrouping): PurchaseGroup[] {
  const groups = new Map<string, PurchaseGroup>();
  for (const row of rows) {
    const { key, label } = groupKey(row, by);
    const group = groups.get(key) ?? { key, label, rows: [], totals: zeroTotals };
    group.rows.push(row);
    group.totals = addToTotals(group.totals, row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Live rows to select purchases from; lines, rooms, furniture and modules may hold more than needed. */
export interface PurchaseSources {
  projects: readonly Project[];
  rooms: readonly Room[];
  lines: readonly PurchaseOrderLine[];
  furniture: readonly Furniture[];
  modules: readonly FurnitureModule[];
  clients: readonly Client[];
  /** Every service's price the office set (serviceRates). */
  serviceRates: readonly ServiceRate[];
  /** The projects' purchase order versions, of which each project's latest is its order. */
  purchaseOrders: readonly Pick<PurchaseOrder, 'projectId' | 'number'>[];
}

/**
 * The filter's purchase rows from whole rows, in the export's order: the page's selection, and the
 * reference the export's SQL is held equal to (tests/server/purchases). Each project's rows are its
 * packs, its lines, its services and its adjustment, whose client figures add up to its quote
 * excl. VAT (bought, see asBought). A line whose room is gone is no longer part of the order, as in
 * the quote's totals.
 */
export function selectPurchaseRows(
  sources: PurchaseSources,
  filter: PurchaseFilter,
  labels: PurchaseLabels,
): PurchaseRow[] {
  const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
  const rooms = byId(sources.rooms);
  const furniture = byId(sources.furniture);
  const modules = byId(sources.modules);
  const clients = byId(sources.clients);
  const linesByProject = groupBy(
    [...sources.lines].sort((a, b) => compareIds(a.id, b.id)),
    (line) => line.projectId,
  );
  const roomsByProject = groupBy(sources.rooms, (room) => room.projectId);
  const orders = latestPurchaseOrders(sources.purchaseOrders);
  const projects = sources.projects
    .filter((project) => projectInPurchases(project, filter))
    .sort(comparePurchasedProjects);
  const rows: PurchaseRow[] = [];
  for (const project of projects) {
    const client = clients.get(project.clientId);
    const clientMultiplier = projectMultiplier(project, client);
    const attribution = purchaseAttribution(project, client?.name ?? '', orders.get(project.id) ?? null);
    const packIds = packIdsOf(project.packs);
    for (const pack of project.packs) {
      const row = packRow(attribution, pack);
      if (supplierMatches(row, filter)) rows.push(row);
    }
    for (const line of linesByProject.get(project.id) ?? []) {
      const room = rooms.get(line.roomId);
      if (room === undefined) continue;
      const row = purchaseRow({
        line,
        attribution,
        room: { name: roomLabel(room, labels.rooms), multiplier: room.multiplier },
        furniture: (line.furnitureId && furniture.get(line.furnitureId)) || null,
        module: (line.moduleId && modules.get(line.moduleId)) || null,
        clientMultiplier,
        packIds,
      });
      if (supplierMatches(row, filter)) rows.push(row);
    }
    const quote = projectQuoteBreakdown(
      asBought(project),
      roomsByProject.get(project.id) ?? [],
      linesByProject.get(project.id) ?? [],
      clientMultiplier,
      1,
      sources.serviceRates,
    );
    for (const row of closingRows(attribution, projectCharges(project, quote, labels)))
      if (supplierMatches(row, filter)) rows.push(row);
  }
  return rows;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
