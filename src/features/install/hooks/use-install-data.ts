import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow, PhotoStatus } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';

export interface InstallRoomData {
  room: LocalRow<'rooms'>;
  /** Each line of the room with its card, in order; lines without a card are not part of the work. */
  items: { line: LocalRow<'purchaseOrderLines'>; card: LocalRow<'verificationCards'> }[];
}

export interface InstallData {
  project: LocalRow<'projects'> | undefined;
  intervention: LocalRow<'interventions'> | undefined;
  rooms: InstallRoomData[];
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  /** Photos per card id, oldest first. */
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
  /** Which photos have their bytes on this device, and whether they are uploaded. */
  photoBlobs: ReadonlyMap<string, PhotoStatus>;
  lineCount: number;
}

function byPosition(a: { position: number; createdAt: string }, b: { position: number; createdAt: string }) {
  return a.position - b.position || a.createdAt.localeCompare(b.createdAt);
}

/** Everything the installer page shows, in one live query, so a pulled page re-renders it once. */
export function useInstallData(purchaseOrderId: string): LiveResult<InstallData> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const [project, interventions, rooms, lines, cards, attachments, blobs] = await Promise.all([
      db.entity('projects').get(purchaseOrderId),
      db.entity('interventions').where('projectId').equals(purchaseOrderId).toArray(),
      db.entity('rooms').where('projectId').equals(purchaseOrderId).toArray(),
      db.entity('purchaseOrderLines').where('projectId').equals(purchaseOrderId).toArray(),
      db.entity('verificationCards').where('projectId').equals(purchaseOrderId).toArray(),
      db.entity('attachments').where('projectId').equals(purchaseOrderId).toArray(),
      db.photoBlobs.toArray(),
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
    const roomData = rooms.sort(byPosition).map((room) => ({
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
        rooms: roomData.filter((entry) => entry.items.length > 0),
        furniture,
        photos,
        photoBlobs: new Map(blobs.map((blob) => [blob.attachmentId, blob.status])),
        lineCount: cards.length,
      },
    };
  }, [db, purchaseOrderId]);
  return toLiveResult(answer);
}
