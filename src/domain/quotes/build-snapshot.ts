import type { Client } from '../entities/client.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { Room } from '../entities/room.schema';
import type { ServiceRate } from '../entities/service-rate.schema';
import { byPositionThenId } from '../order';
import { projectMultiplier, projectQuoteBreakdown } from '../pricing';
import type { QuoteSnapshot } from './quote-snapshot.schema';

export interface SnapshotRows {
  project: Project;
  /** Undefined when the client row is not at hand: no multiplier, as projectMultiplier says. */
  client: Pick<Client, 'pricingMultiplier'> | undefined;
  rooms: readonly Room[];
  lines: readonly PurchaseOrderLine[];
  serviceRates: readonly ServiceRate[];
  rentMonths: number;
}

/**
 * The quote of a project as its client reads it, from the rows either side holds: the device's rows
 * arrive priced for the client (and its multiplier as 1), the server's at cost with the real one, and
 * quoteBreakdown gives both the same figures. Rooms and lines are ordered by position then id, which
 * both sides agree on (creation times differ between a device's row and the server's).
 */
export function buildQuoteSnapshot(rows: SnapshotRows): QuoteSnapshot {
  const { project } = rows;
  const rooms = [...rows.rooms].sort(byPositionThenId);
  const lines = [...rows.lines].sort(byPositionThenId);
  const breakdown = projectQuoteBreakdown(
    project,
    rooms,
    lines,
    projectMultiplier(project, rows.client),
    rows.rentMonths,
    rows.serviceRates,
  );
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]));
  return {
    projectId: project.id,
    quoteNumber: project.quoteNumber,
    billingType: project.billingType,
    rentMonths: project.billingType === 'rent' ? rows.rentMonths : null,
    rooms: breakdown.rooms.map(({ room, lines: priced, amounts }) => ({
      id: room.id,
      name: roomNames.get(room.id) ?? '',
      copies: room.multiplier,
      lines: priced.map(({ line, price }) => ({
        id: line.id,
        furnitureId: line.furnitureId,
        moduleId: line.moduleId,
        quantity: line.quantity,
        unit: price.unit,
        amounts: price.amounts,
        packId: price.packId,
      })),
      amounts,
    })),
    packs: breakdown.packs.map(({ pack, unit, amounts }) => ({
      id: pack.id,
      name: pack.name,
      quantity: pack.quantity,
      unit,
      amounts,
    })),
    services: breakdown.services.map(({ key, count, amounts }) => ({ key, count, amounts })),
    adjustment: breakdown.adjustment,
    vatRates: breakdown.vatRates,
    total: breakdown.total,
    monthly: breakdown.monthly,
  };
}
