import type { FitoutDatabase } from '../../db/database';
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
