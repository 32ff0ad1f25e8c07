import { isNull } from 'drizzle-orm';
import type { Language } from '../../../src/domain/enums';
import { selectPurchaseRows, type PurchaseFilter, type PurchaseRow } from '../../../src/domain/purchases';
import type { Db } from '../../../server/db/client';
import { purchaseLabels } from '../../../server/i18n/charge-labels';
import {
  clients,
  furniture,
  furnitureModules,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  rooms,
  serviceRates,
} from '../../../server/db/schema';

/**
 * The purchase rows the domain's selection finds among every live row, read whole: what the page
 * computes from the synced rows, here to hold the export's SQL to it.
 */
export async function expectedRows(
  db: Db,
  filter: PurchaseFilter,
  language: Language = 'en',
): Promise<PurchaseRow[]> {
  const data = <T>(rows: { data: T }[]) => rows.map((row) => row.data);
  const [projectRows, roomRows, lineRows, furnitureRows, moduleRows, clientRows, rateRows, orderRows] =
    await Promise.all([
      db.select().from(projects).where(isNull(projects.deletedAt)),
      db.select().from(rooms).where(isNull(rooms.deletedAt)),
      db.select().from(purchaseOrderLines).where(isNull(purchaseOrderLines.deletedAt)),
      db.select().from(furniture).where(isNull(furniture.deletedAt)),
      db.select().from(furnitureModules).where(isNull(furnitureModules.deletedAt)),
      db.select().from(clients).where(isNull(clients.deletedAt)),
      db.select().from(serviceRates).where(isNull(serviceRates.deletedAt)),
      db.select().from(purchaseOrders).where(isNull(purchaseOrders.deletedAt)),
    ]);
  return selectPurchaseRows(
    {
      projects: data(projectRows),
      rooms: data(roomRows),
      lines: data(lineRows),
      furniture: data(furnitureRows),
      modules: data(moduleRows),
      clients: data(clientRows),
      serviceRates: data(rateRows),
      purchaseOrders: data(orderRows),
    },
    filter,
    purchaseLabels(language),
  );
}
