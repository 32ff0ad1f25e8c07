import type { FitoutDatabase } from '../../db/database';
import type { TrialApi } from './trial-api';
import { trialCatalogueEntities, type TrialCatalogue } from '../../domain/trial/trial-catalogue.schema';

/**
 * Replaces the device's trial catalogue with the server's, in one transaction: a row the server
 * no longer offers goes. Rows carry version 0 as never-synced rows do; this database never pulls.
 */
export async function storeTrialCatalogue(db: FitoutDatabase, catalogue: TrialCatalogue): Promise<void> {
  const tables = trialCatalogueEntities.map((entity) => db.entity(entity));
  await db.transaction('rw', tables, async () => {
    for (const entity of trialCatalogueEntities) {
      const table = db.entity(entity);
      await table.clear();
      await table.bulkPut(catalogue[entity].map((row) => ({ ...row, version: 0 })));
    }
  });
}

/**
 * The server's catalogue stored, when the network allows. Offline, the catalogue stored last time
 * serves; a first visit offline has none to show or quote from.
 */
export async function refreshTrialCatalogue(
  db: FitoutDatabase,
  api: Pick<TrialApi, 'catalogue'>,
): Promise<void> {
  try {
    await storeTrialCatalogue(db, await api.catalogue());
  } catch {
    // Unreachable or refused: keep what the device has.
  }
}
