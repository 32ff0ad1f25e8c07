import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';

export interface DetailRoom {
  room: LocalRow<'rooms'>;
  items: { line: LocalRow<'purchaseOrderLines'>; card: LocalRow<'verificationCards'> }[];
}

export interface InterventionDetail {
  project: LocalRow<'projects'>;
  intervention: LocalRow<'interventions'> | undefined;
  rooms: DetailRoom[];
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  /** Photos per card id, oldest first. */
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
  cards: LocalRow<'verificationCards'>[];
}

function byPosition(a: { position: number; createdAt: string }, b: { position: number; createdAt: string }) {
  return a.position - b.position || a.createdAt.localeCompare(b.createdAt);
}

/** One purchase order's intervention, lines by room, cards and photos; `data: undefined` when unknown. */
export function useInterventionDetail(purchaseOrderId: string): LiveResult<InterventionDetail | undefined> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const project = await db.entity('projects').get(purchaseOrderId);
    if (!project) return { data: undefined };
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
    const detailRooms = rooms.sort(byPosition).map((room) => ({
      room,
      items: sortedLines.flatMap((line) => {
        const card = line.roomId === room.id ? cardByLine.get(line.id) : undefined;
        return card ? [{ line, card }] : [];
      }),
    }));
    return {
      data: {
        project,
        intervention: interventions[0],
        rooms: detailRooms.filter((room) => room.items.length > 0),
        furniture,
        photos,
        cards,
      },
    };
  }, [db, purchaseOrderId]);
  return toLiveResult(answer);
}
