import type { FurnitureModule } from '../entities/furniture-module.schema';
import type { Project, ProjectPack } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import { mustGetRow, putRow, queryRows } from './rows';
import type { Transaction } from './transaction';

/*
 * A project's negotiated packs (the rule is in src/domain/pricing): a module chosen at the price
 * the office negotiated for the client is one figure on the project, and the lines it brought name
 * it; changing one of them ends that price.
 */

/** The pack a module makes when chosen at its negotiated price, named as the client reads it. */
export function negotiatedPack(
  id: string,
  module: Pick<FurnitureModule, 'id' | 'name' | 'clientName'>,
  quantity: number,
  priceCents: number,
): ProjectPack {
  return { id, moduleId: module.id, name: module.clientName.trim() || module.name, quantity, priceCents };
}

export async function addPacks(
  tx: Transaction,
  project: Project,
  packs: readonly ProjectPack[],
): Promise<void> {
  if (packs.length === 0) return;
  await putRow(tx, 'projects', { ...project, packs: [...project.packs, ...packs], updatedAt: tx.now });
}

/**
 * Ends the negotiated price of the packs these lines came with: each pack leaves the project and
 * every line it included is priced one by one again. Called before a change to any of them.
 */
export async function releasePacksOf(
  tx: Transaction,
  lines: readonly Pick<PurchaseOrderLine, 'projectId' | 'packId'>[],
): Promise<void> {
  const included = lines.filter((line) => line.packId !== null);
  if (included.length === 0) return;
  const projectId = included[0]!.projectId;
  const packIds = new Set(included.map((line) => line.packId));
  const project = await mustGetRow(tx, 'projects', projectId);
  await putRow(tx, 'projects', {
    ...project,
    packs: project.packs.filter((pack) => !packIds.has(pack.id)),
    updatedAt: tx.now,
  });
  for (const line of await queryRows(tx, 'purchaseOrderLines', 'projectId', projectId))
    if (packIds.has(line.packId))
      await putRow(tx, 'purchaseOrderLines', { ...line, packId: null, updatedAt: tx.now });
}
