import type { FitoutDatabase } from '../../../db/database';
import { clearDraftTrialId, clearSession } from '../../../lib/session-storage';
import { clearTypingDrafts } from '../../../lib/typing-draft';
import { forgetSyncedBefore } from '../../../sync/storage';

/** Workbox names its precache `workbox-precache-v2-<scope>`: kept so the app still starts offline. */
const precachePrefix = 'workbox-precache';

/**
 * Logout's wipe (spec section 4): the session, the trial draft id, text typed and not saved yet,
 * every local database and every cache except the service worker's precache of the app itself.
 */
export async function clearLocalData(db: FitoutDatabase): Promise<void> {
  clearSession();
  clearDraftTrialId();
  clearTypingDrafts();
  // With the local data gone on purpose, a later empty database is a fresh start, not a wipe.
  forgetSyncedBefore();
  // Auto-open stays on so the same instance serves, empty, whoever signs in next.
  await db.delete({ disableAutoOpen: false });
  await Promise.all([deleteOtherDatabases(db.name), deleteCaches()]);
}

async function deleteOtherDatabases(keep: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(databases.flatMap(({ name }) => (name && name !== keep ? [deleteDatabase(name)] : [])));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another connection (a worker) still holds it: the deletion completes when that one closes.
    request.onblocked = () => resolve();
  });
}

async function deleteCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(precachePrefix)).map((name) => caches.delete(name)),
  );
}
