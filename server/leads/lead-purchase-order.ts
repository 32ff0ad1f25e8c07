import { and, eq, inArray, isNull } from 'drizzle-orm';
import { leadPurchaseOrderRefusal } from '../../src/domain/access';
import { businessReferrerSchema } from '../../src/domain/entities/business-referrer.schema';
import { leadSchema } from '../../src/domain/entities/lead.schema';
import { projectSchema } from '../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../src/domain/entities/purchase-order-line.schema';
import { roomSchema } from '../../src/domain/entities/room.schema';
import type { LeadPurchaseOrder } from '../../src/domain/leads/lead-purchase-order.schema';
import type { Actor } from '../../src/domain/mutators/transaction';
import { roomLabel, type RoomKindNames } from '../../src/domain/projects/room-label';
import type { Db } from '../db/client';
import {
  businessReferrers,
  furniture,
  furnitureModules,
  leads,
  projects,
  purchaseOrderLines,
  rooms,
} from '../db/schema';
import { AppError } from '../http/app-error';

async function liveBody(
  db: Db,
  table: typeof leads | typeof businessReferrers | typeof projects,
  id: string,
) {
  const [row] = await db
    .select({ data: table.data })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  return row?.data;
}

/** Names of the furniture and modules the lines name, by id (a client-facing name when set). */
async function itemNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await Promise.all(
    [furniture, furnitureModules].map((table) =>
      db.select({ id: table.id, data: table.data }).from(table).where(inArray(table.id, ids)),
    ),
  );
  return new Map(
    found.flat().map(({ id, data }) => {
      const body = data as { name?: string; clientName?: string };
      return [id, body.clientName || body.name || ''];
    }),
  );
}

/**
 * The purchase order a lead became, read only, after the one rule of src/domain/access
 * (leadPurchaseOrderRefusal) allowed the caller: 404 for a lead it cannot see, 403 when its
 * referrer's canAccessPurchaseOrder is off. `roomNames`: the default rooms in the reader's language.
 */
export async function readLeadPurchaseOrder(
  db: Db,
  actor: Actor,
  leadId: string,
  roomNames: RoomKindNames,
): Promise<LeadPurchaseOrder> {
  const leadBody = await liveBody(db, leads, leadId);
  const lead = leadBody === undefined ? undefined : leadSchema.parse(leadBody);
  const referrerBody = lead && (await liveBody(db, businessReferrers, lead.businessReferrerId));
  const referrer = referrerBody === undefined ? undefined : businessReferrerSchema.parse(referrerBody);
  const refusal = leadPurchaseOrderRefusal(actor, lead, referrer);
  if (refusal !== null) throw new AppError(refusal === 'not_found' ? 404 : 403, refusal);
  const projectBody = await liveBody(db, projects, lead!.projectId!);
  if (projectBody === undefined) throw new AppError(404, 'not_found');
  const project = projectSchema.parse(projectBody);
  const [roomRows, lineRows] = await Promise.all([
    db
      .select({ data: rooms.data })
      .from(rooms)
      .where(and(eq(rooms.projectId, project.id), isNull(rooms.deletedAt))),
    db
      .select({ data: purchaseOrderLines.data })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.projectId, project.id), isNull(purchaseOrderLines.deletedAt))),
  ]);
  const roomsById = new Map(
    roomRows.map(({ data }) => roomSchema.parse(data)).map((room) => [room.id, roomLabel(room, roomNames)]),
  );
  const lines = lineRows
    .map(({ data }) => purchaseOrderLineSchema.parse(data))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.position - b.position);
  const names = await itemNames(
    db,
    lines.flatMap((line) => [line.furnitureId, line.moduleId].filter((id): id is string => id !== null)),
  );
  return {
    project: { id: project.id, name: project.name, status: project.status, city: project.address.city },
    lines: lines.map((line) => ({
      id: line.id,
      room: roomsById.get(line.roomId) ?? '',
      item: names.get(line.furnitureId ?? line.moduleId ?? '') ?? '',
      quantity: line.quantity,
    })),
  };
}
