import type { FitoutDatabase } from './database';

/**
 * Logout: every cached row, the queue and this device's sync identity go (the spec's "clears all
 * cached data"), so the next user never sees the previous one's data or reuses its client id.
 */
export async function clearLocalData(db: FitoutDatabase): Promise<void> {
  await db.transaction('rw', db.syncTables(), () =>
    Promise.all(db.syncTables().map((table) => table.clear())),
  );
}
