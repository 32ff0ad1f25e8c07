import type { Actor } from '../../../../src/domain/mutators/transaction';
import type { PullResponse, RowChange } from '../../../../src/domain/sync/protocol.schema';
import { uuidv7 } from '../../../../src/domain/ids';
import { projectSchema } from '../../../../src/domain/entities/project.schema';
import { roomSchema } from '../../../../src/domain/entities/room.schema';
import { purchaseOrderLineSchema } from '../../../../src/domain/entities/purchase-order-line.schema';

export const adminActor: Actor = {
  kind: 'user',
  userId: '0190a000-0000-7000-8000-000000000001',
  role: 'admin',
  clientId: null,
  clientRole: null,
  businessReferrerId: null,
  businessReferrerRole: null,
};

const stamp = '2026-01-01T00:00:00.000Z';

export function projectRow(id = uuidv7()) {
  return projectSchema.parse({
    id,
    name: 'Appartement Marais',
    clientId: '0190a000-0000-7000-8000-0000000000c1',
    creatorId: '0190a000-0000-7000-8000-000000000001',
    createdAt: stamp,
    updatedAt: stamp,
  });
}

export function roomRow(projectId: string, id = uuidv7(), name = 'Cuisine') {
  return roomSchema.parse({ id, projectId, name, createdAt: stamp, updatedAt: stamp });
}

export function lineRow(projectId: string, roomId: string, id = uuidv7(), quantity = 1) {
  return purchaseOrderLineSchema.parse({
    id,
    projectId,
    roomId,
    furnitureId: uuidv7(),
    quantity,
    unitPriceCents: 10_000,
    createdAt: stamp,
    updatedAt: stamp,
  });
}

export function change(
  entity: string,
  row: { id: string } & Record<string, unknown>,
  version: number,
): RowChange {
  return { entity, id: row.id, version, deletedAt: null, data: row };
}

export function tombstone(entity: string, id: string, version: number): RowChange {
  return { entity, id, version, deletedAt: stamp, data: null };
}

export function page(changes: RowChange[], patch: Partial<PullResponse> = {}): PullResponse {
  return {
    cookie: `c${changes.at(-1)?.version ?? 0}`,
    lastMutationID: 0,
    reset: false,
    changes,
    more: false,
    remaining: 0,
    ...patch,
  };
}
