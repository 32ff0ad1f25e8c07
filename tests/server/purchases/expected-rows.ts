import { isNull } from 'drizzle-orm';
import {
  clientMultiplierOf,
  compareIds,
  comparePurchasedProjects,
  projectInPurchases,
  purchaseRow,
  supplierMatches,
  type PurchaseFilter,
  type PurchaseRow,
} from '../../../src/domain/purchases';
import type { Db } from '../../../server/db/client';
import {
  clients,
  furniture,
  furnitureModules,
  projects,
  purchaseOrderLines,
  rooms,
} from '../../../server/db/schema';

/**
 * The purchase rows the domain's rules select from every live row, read whole: what the page
 * computes from the synced rows, here to hold the export's SQL to it.
 */
export async function expectedRows(db: Db, filter: PurchaseFilter): Promise<PurchaseRow[]> {
  const [projectRows, roomRows, lineRows, furnitureRows, moduleRows, clientRows] = await Promise.all([
    db.select().from(projects).where(isNull(projects.deletedAt)),
    db.select().from(rooms).where(isNull(rooms.deletedAt)),
    db.select().from(purchaseOrderLines).where(isNull(purchaseOrderLines.deletedAt)),
    db.select().from(furniture).where(isNull(furniture.deletedAt)),
    db.select().from(furnitureModules).where(isNull(furnitureModules.deletedAt)),
    db.select().from(clients).where(isNull(clients.deletedAt)),
  ]);
  const roomById = new Map(roomRows.map((row) => [row.id, row.data]));
  const furnitureById = new Map(furnitureRows.map((row) => [row.id, row.data]));
  const moduleById = new Map(moduleRows.map((row) => [row.id, row.data]));
  const clientById = new Map(clientRows.map((row) => [row.id, row.data]));
  const rows: PurchaseRow[] = [];
  const selected = projectRows
    .map((row) => row.data)
    .filter((project) => projectInPurchases(project, filter))
    .sort(comparePurchasedProjects);
  const lines = lineRows.map((row) => row.data).sort((a, b) => compareIds(a.id, b.id));
  for (const project of selected) {
    for (const line of lines) {
      const room = roomById.get(line.roomId);
      if (line.projectId !== project.id || room === undefined) continue;
      const row = purchaseRow({
        line,
        project,
        room,
        furniture: (line.furnitureId && furnitureById.get(line.furnitureId)) || null,
        module: (line.moduleId && moduleById.get(line.moduleId)) || null,
        clientMultiplier: clientMultiplierOf(clientById.get(project.clientId)),
      });
      if (supplierMatches(row, filter)) rows.push(row);
    }
  }
  return rows;
}
