/**
 * Each purchase order's installer page has its own local database: its changes and photos stay
 * with that purchase order, a newer link for the same one resumes their push, and a link for
 * another purchase order can never carry them there.
 */
export function installDatabaseName(purchaseOrderId: string): string {
  return `fitout-install-${purchaseOrderId}`;
}

/** The "synced before" mark of that database (wipe detection), apart from the signed-in user's. */
export function installSyncedBeforeKey(purchaseOrderId: string): string {
  return `fitout.syncedBefore.install.${purchaseOrderId}`;
}
