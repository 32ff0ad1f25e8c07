import type { PurchaseOrderItem } from '../../../domain/entities/purchase-order.schema';

export const orderViews = ['item', 'room'] as const;
export type OrderView = (typeof orderViews)[number];

/** One ordered thing across rooms: the version's lines of the same furniture or module and price. */
export interface MergedItem {
  key: string;
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  rooms: string[];
}

/** By item: the lines of one furniture (or module) at one price merged, rooms listed, first seen first. */
export function itemsMerged(lines: readonly PurchaseOrderItem[]): MergedItem[] {
  const merged = new Map<string, MergedItem>();
  for (const line of lines) {
    const key = `${line.furnitureId ?? line.moduleId ?? line.lineId}/${line.unitPriceCents}`;
    const item = merged.get(key);
    if (item === undefined) {
      merged.set(key, {
        key,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        rooms: [line.roomName],
      });
    } else {
      item.quantity += line.quantity;
      if (!item.rooms.includes(line.roomName)) item.rooms.push(line.roomName);
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
export function linesByRoom(lines: readonly PurchaseOrderItem[]): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const line of lines) {
    const group = groups.get(line.roomId);
    if (group === undefined)
      groups.set(line.roomId, { roomId: line.roomId, roomName: line.roomName, lines: [line] });
    else group.lines.push(line);
  }
  return [...groups.values()];
}
