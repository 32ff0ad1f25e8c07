import type { PurchaseOrderItem } from '../../../domain/entities/purchase-order.schema';
import { roomLabel, type RoomKindNames } from '../../../domain/projects/room-label';

/** The line's room as the reader calls it (a default room in the reader's language). */
function roomOf(line: PurchaseOrderItem, names: RoomKindNames): string {
  return roomLabel({ name: line.roomName, kind: line.roomKind }, names);
}

export const orderViews = ['item', 'room'] as const;
export type OrderView = (typeof orderViews)[number];

/** One ordered thing across rooms: the version's lines of the same furniture or module and price. */
export interface MergedItem {
  key: string;
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  vatRateBp: number;
  rooms: string[];
}

/**
 * By item: the lines of one furniture (or module) at one price and rate merged, rooms listed, first
 * seen first; the same unit, so its total is the lines' (src/domain/pricing's orderLineAmounts).
 */
export function itemsMerged(lines: readonly PurchaseOrderItem[], names: RoomKindNames): MergedItem[] {
  const merged = new Map<string, MergedItem>();
  for (const line of lines) {
    const key = `${line.furnitureId ?? line.moduleId ?? line.lineId}/${line.unitPriceCents}/${line.vatRateBp}`;
    const item = merged.get(key);
    const room = roomOf(line, names);
    if (item === undefined) {
      merged.set(key, {
        key,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRateBp: line.vatRateBp,
        rooms: [room],
      });
    } else {
      item.quantity += line.quantity;
      if (!item.rooms.includes(room)) item.rooms.push(room);
    }
  }
  return [...merged.values()];
}

export interface RoomGroup {
  roomId: string;
  roomName: string;
  lines: PurchaseOrderItem[];
}

/** By room: the version's lines in its order, grouped under their room. */
export function linesByRoom(lines: readonly PurchaseOrderItem[], names: RoomKindNames): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const line of lines) {
    const group = groups.get(line.roomId);
    if (group === undefined)
      groups.set(line.roomId, { roomId: line.roomId, roomName: roomOf(line, names), lines: [line] });
    else group.lines.push(line);
  }
  return [...groups.values()];
}
