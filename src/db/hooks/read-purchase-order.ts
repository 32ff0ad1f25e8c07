import type { FitoutDatabase, LocalRow } from '../database';
import { byPosition } from '../../domain/order';

export interface PurchaseOrderRoom {
  room: LocalRow<'rooms'>;
  /** Each line of the room with its card, in order; lines without a card are not part of the work. */
  items: { line: LocalRow<'purchaseOrderLines'>; card: LocalRow<'verificationCards'> }[];
}

export interface PurchaseOrderWork {
  intervention: LocalRow<'interventions'> | undefined;
  /** Rooms in order, only those with at least one line to verify. */
  rooms: PurchaseOrderRoom[];
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  /** Photos per card id, oldest first. */
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
  cards: LocalRow<'verificationCards'>[];
}

/**
 * A purchase order's intervention, its lines with their cards by room, their furniture and photos.
 * Meant to run inside a live query (the installer page and the office's detail both read it), so
 * that a pulled page re-renders the screen once.
 */
export async function readPurchaseOrderWork(
  db: FitoutDatabase,
  purchaseOrderId: string,
): Promise<PurchaseOrderWork> {
  const [interventions, rooms, lines, cards, attachments] = await Promise.all([
    db.entity('interventions').where('projectId').equals(purchaseOrderId).toArray(),
    db.entity('rooms').where('projectId').equals(purchaseOrderId).toArray(),
    db.entity('purchaseOrderLines').where('projectId').equals(purchaseOrderId).toArray(),
    db.entity('verificationCards').where('projectId').equals(purchaseOrderId).toArray(),
    db.entity('attachments').where('projectId').equals(purchaseOrderId).toArray(),
  ]);
  const cardByLine = new Map(cards.map((card) => [card.lineId, card]));
  const furnitureIds = [...new Set(lines.flatMap((line) => (line.furnitureId ? [line.furnitureId] : [])))];
  const furniture = new Map<string, LocalRow<'furniture'>>();
  for (const row of await db.entity('furniture').bulkGet(furnitureIds)) if (row) furniture.set(row.id, row);
  const photos = new Map<string, LocalRow<'attachments'>[]>();
  for (const attachment of attachments.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    photos.set(attachment.ownerId, [...(photos.get(attachment.ownerId) ?? []), attachment]);
  }
  const sortedLines = lines.sort(byPosition);
  const roomWork = rooms.sort(byPosition).map((room) => ({
    room,
    items: sortedLines.flatMap((line) => {
      const card = line.roomId === room.id ? cardByLine.get(line.id) : undefined;
      return card ? [{ line, card }] : [];
    }),
  }));
  return {
    intervention: interventions[0],
    rooms: roomWork.filter((entry) => entry.items.length > 0),
    furniture,
    photos,
    cards,
  };
}
