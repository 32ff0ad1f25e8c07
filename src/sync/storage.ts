export interface StorageInfo {
  persisted: boolean;
  usageBytes: number | null;
  quotaBytes: number | null;
}

/** Asks the browser not to evict our data under pressure, and reports how much we use. */
export async function secureStorage(): Promise<StorageInfo> {
  const storage = navigator.storage;
  if (!storage) return { persisted: false, usageBytes: null, quotaBytes: null };
  const persisted = (await storage.persisted()) || (await storage.persist().catch(() => false));
  const estimate = await storage.estimate();
  return { persisted, usageBytes: estimate.usage ?? null, quotaBytes: estimate.quota ?? null };
}

/**
 * A copy of "this browser has synced" outside IndexedDB: if the database vanishes but this remains,
 * the store was wiped and the user must be told (changes not yet sent are lost).
 */
export const syncedBeforeKey = 'fitout.syncedBefore';

export function readSyncedBefore(key: string = syncedBeforeKey): boolean {
  return localStorage.getItem(key) === '1';
}

export function markSyncedBefore(key: string = syncedBeforeKey): void {
  localStorage.setItem(key, '1');
}

/** On logout, with the local data: a later empty database is then a fresh start, not a wipe. */
export function forgetSyncedBefore(): void {
  localStorage.removeItem(syncedBeforeKey);
}
