import type { FitoutDatabase } from '../../../db/database';

/** Name of the sync queue's table; until the sync engine adds it, nothing can be pending. */
const pendingChangesTable = 'mutations';

/** Local changes the server has not confirmed yet: logging out now would lose them. */
export async function countPendingChanges(db: FitoutDatabase): Promise<number> {
  if (!db.tables.some((table) => table.name === pendingChangesTable)) return 0;
  return db.table(pendingChangesTable).count();
}
