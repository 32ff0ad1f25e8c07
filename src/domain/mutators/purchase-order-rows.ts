import type { Furniture } from '../entities/furniture.schema';
import type { FurnitureModule } from '../entities/furniture-module.schema';
import { verificationCardSchema, type Intervention } from '../entities/intervention.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { PurchaseOrderItem } from '../entities/purchase-order.schema';
import { projectMultiplier } from '../pricing';
import { purchaseOrderItems, verificationCardId } from '../projects/purchase-order';
import { getRow, insertRow, prefetchRows, putRow, queryRows } from './rows';
import type { Transaction } from './transaction';

/** The project's live quote lines and what a purchase order version of them orders now. */
export async function orderedNow(
  tx: Transaction,
  project: Project,
): Promise<{ lines: PurchaseOrderLine[]; items: PurchaseOrderItem[] }> {
  const rooms = await queryRows(tx, 'rooms', 'projectId', project.id);
  const lines = await queryRows(tx, 'purchaseOrderLines', 'projectId', project.id);
  const furniture = new Map<string, Furniture>();
  const modules = new Map<string, FurnitureModule>();
  // A large quote names hundreds of catalogue rows: one read for all of them.
  const furnitureIds = lines.flatMap((line) => [line.furnitureId, line.unavailability?.furnitureId ?? null]);
  await prefetchRows(
    tx,
    'furniture',
    furnitureIds.filter((id) => id !== null),
  );
  await prefetchRows(
    tx,
    'furnitureModules',
    lines.flatMap((line) => (line.moduleId === null ? [] : [line.moduleId])),
  );
  for (const line of lines) {
    for (const id of [line.furnitureId, line.unavailability?.furnitureId ?? null]) {
      if (id === null || furniture.has(id)) continue;
      const row = await getRow(tx, 'furniture', id);
      if (row !== undefined) furniture.set(id, row);
    }
    if (line.moduleId !== null && !modules.has(line.moduleId)) {
      const row = await getRow(tx, 'furnitureModules', line.moduleId);
      if (row !== undefined) modules.set(line.moduleId, row);
    }
  }
  const clientMultiplier = projectMultiplier(project, await getRow(tx, 'clients', project.clientId));
  const source = { rooms, lines, furniture, modules, clientMultiplier, packs: project.packs };
  return { lines, items: purchaseOrderItems(source) };
}

/**
 * Makes the intervention's verification cards match the ordered items: one card per item's line,
 * asking the ordered quantity. A new item gets a new card (its id from verificationCardId); a card
 * whose item is gone is deleted; an existing card only takes the new quantity, so what the
 * installer noted stays.
 */
export async function syncVerificationCards(
  tx: Transaction,
  intervention: Pick<Intervention, 'id' | 'projectId'>,
  items: readonly PurchaseOrderItem[],
): Promise<void> {
  const existing = new Map(
    (await queryRows(tx, 'verificationCards', 'interventionId', intervention.id)).map((card) => [
      card.lineId,
      card,
    ]),
  );
  const added = items.filter((item) => !existing.has(item.lineId));
  await prefetchRows(
    tx,
    'verificationCards',
    added.map((item) => verificationCardId(intervention.id, item.lineId)),
  );
  for (const item of items) {
    const card = existing.get(item.lineId);
    existing.delete(item.lineId);
    if (card === undefined) {
      await insertRow(
        tx,
        'verificationCards',
        verificationCardSchema.parse({
          id: verificationCardId(intervention.id, item.lineId),
          projectId: intervention.projectId,
          interventionId: intervention.id,
          lineId: item.lineId,
          quantityAsked: item.quantity,
          createdAt: tx.now,
          updatedAt: tx.now,
        }),
      );
    } else if (card.quantityAsked !== item.quantity) {
      await putRow(tx, 'verificationCards', { ...card, quantityAsked: item.quantity, updatedAt: tx.now });
    }
  }
  for (const card of existing.values()) await tx.delete('verificationCards', card.id);
}
