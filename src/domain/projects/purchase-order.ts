import type { Furniture } from '../entities/furniture.schema';
import type { FurnitureModule } from '../entities/furniture-module.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { PurchaseOrderItem } from '../entities/purchase-order.schema';
import type { Room } from '../entities/room.schema';
import { childId } from '../ids';
import { byPositionThenId } from '../order';
import { linePrice, packIdsOf } from '../pricing';

/** What a purchase order version is made from: the project's quote and the catalogue's names. */
export interface OrderSource {
  rooms: readonly Pick<Room, 'id' | 'name' | 'kind' | 'multiplier' | 'position'>[];
  lines: readonly PurchaseOrderLine[];
  furniture: ReadonlyMap<string, Pick<Furniture, 'name' | 'sku'>>;
  modules: ReadonlyMap<string, Pick<FurnitureModule, 'name'>>;
  /** How the client is charged: the project's multiplier (projectMultiplier) and its packs. */
  clientMultiplier: number;
  packs: Project['packs'];
}

/**
 * The lines a version orders, room by room in the quote's order: each quote line with its
 * unavailability change applied (a removed line is not ordered, a reduced one orders the new
 * quantity, a replaced one the replacement at its recorded price), times its room's copies. A line
 * whose room is gone, or that orders nothing, is left out.
 */
export function purchaseOrderItems(source: OrderSource): PurchaseOrderItem[] {
  const linesByRoom = new Map<string, PurchaseOrderLine[]>();
  for (const line of source.lines) {
    const roomLines = linesByRoom.get(line.roomId);
    if (roomLines === undefined) linesByRoom.set(line.roomId, [line]);
    else roomLines.push(line);
  }
  const items: PurchaseOrderItem[] = [];
  const packIds = packIdsOf(source.packs);
  for (const room of [...source.rooms].sort(byPositionThenId)) {
    for (const line of [...(linesByRoom.get(room.id) ?? [])].sort(byPositionThenId)) {
      const item = orderedItem(line, room, source, packIds);
      if (item !== null) items.push(item);
    }
  }
  return items;
}

function orderedItem(
  line: PurchaseOrderLine,
  room: OrderSource['rooms'][number],
  source: OrderSource,
  packIds: ReadonlySet<string>,
): PurchaseOrderItem | null {
  // Rows stored before the field existed have none.
  const unavailability = line.unavailability ?? null;
  if (unavailability?.change === 'remove') return null;
  const replaced = unavailability?.change === 'replace' && unavailability.furnitureId !== null;
  const furnitureId = replaced ? unavailability.furnitureId : line.furnitureId;
  const perRoom =
    unavailability?.change === 'reduce' && unavailability.quantity !== null
      ? unavailability.quantity
      : line.quantity;
  const quantity = perRoom * room.multiplier;
  if (quantity === 0) return null;
  const furniture = furnitureId === null ? undefined : source.furniture.get(furnitureId);
  const module = line.moduleId === null ? undefined : source.modules.get(line.moduleId);
  return {
    lineId: line.id,
    roomId: room.id,
    roomName: room.name,
    ...(room.kind === undefined ? {} : { roomKind: room.kind }),
    furnitureId,
    moduleId: furnitureId === null ? line.moduleId : null,
    name: furniture?.name ?? module?.name ?? '',
    sku: furniture?.sku ?? '',
    quantity,
    unitPriceCents: replaced ? (unavailability.unitPriceCents ?? line.unitPriceCents) : line.unitPriceCents,
    // The client pays what it was quoted, whatever the office orders instead.
    clientUnitPriceCents: linePrice(line, 1, source.clientMultiplier, { billingType: 'buy' }, packIds).unit
      .exclVatCents,
    vatRateBp: line.vatRateBp,
    notes: line.notes,
    change: unavailability?.change ?? null,
  };
}

/**
 * The dates check of a validation (spec section 4): when the merchandise arrives (the latest
 * expected date of a line, or the project's estimated delivery) later than the first installation
 * (the estimated intervention, else the project's start), validating needs an explicit force.
 */
export function datesConflict(
  project: Pick<Project, 'dates' | 'estimatedDates'>,
  lines: readonly Pick<PurchaseOrderLine, 'availabilityDate'>[],
): { arrival: string; installation: string } | null {
  const installation = project.estimatedDates.intervention ?? project.dates.start;
  if (installation === null) return null;
  let arrival = project.estimatedDates.delivery;
  for (const line of lines) {
    if (line.availabilityDate !== null && (arrival === null || line.availabilityDate > arrival))
      arrival = line.availabilityDate;
  }
  return arrival !== null && arrival > installation ? { arrival, installation } : null;
}

/**
 * A verification card's id, from its intervention and its quote line: the device's optimistic run
 * and the server's make the same card, and a regeneration finds the card of each line again.
 */
export function verificationCardId(interventionId: string, lineId: string): string {
  return childId(interventionId, lineId);
}
