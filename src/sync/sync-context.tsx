import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Mutate, SyncClient, SyncClientStatus } from './client';
import { pageSyncClient } from './page-sync-client';
import { allSent, changeSent } from './status';

const SyncClientContext = createContext<SyncClient | null>(null);

/** `client` is null until the sync client runs: the tree below keeps its state when it starts. */
export function SyncProvider({ client, children }: { client: SyncClient | null; children: ReactNode }) {
  useEffect(() => {
    // A provider without a client (the signed-in user's, on an installer's page) leaves the slot alone.
    if (!client) return;
    pageSyncClient.set(client);
    return () => {
      if (pageSyncClient.get() === client) pageSyncClient.set(null);
    };
  }, [client]);
  return <SyncClientContext.Provider value={client}>{children}</SyncClientContext.Provider>;
}

function useSyncClient(): SyncClient {
  const client = useContext(SyncClientContext);
  if (!client) throw new Error('useSyncClient needs a <SyncProvider>');
  return client;
}

/** Online/offline, pending changes, last sync, errors and pull progress, for the layout. */
export function useSyncStatus(): SyncClientStatus {
  const client = useSyncClient();
  return useSyncExternalStore(client.subscribe, client.getStatus);
}

/** `const mutate = useMutate(); await mutate.roomRename({ id, name })`. */
export function useMutate(): Mutate {
  return useSyncClient().mutate;
}

const subscribeToNothing = () => () => undefined;
const noStatus = () => null;

/**
 * True when nothing made on this device waits to be sent: what a "Saved" may be said on. False
 * while no sync client runs (a list that only reads): nothing says the server has it.
 */
export function useAllSent(): boolean {
  const client = useContext(SyncClientContext);
  const status = useSyncExternalStore(client?.subscribe ?? subscribeToNothing, client?.getStatus ?? noStatus);
  return status !== null && allSent(status);
}

/**
 * True once the server has answered the change `mutationID` (a save's own, see ActionResult), so
 * "Saved" is said of that save whatever else waits; true for a save that queued no change.
 */
export function useChangeSent(mutationID: number | undefined): boolean {
  const client = useContext(SyncClientContext);
  const status = useSyncExternalStore(client?.subscribe ?? subscribeToNothing, client?.getStatus ?? noStatus);
  if (mutationID === undefined) return true;
  return status !== null && changeSent(status, mutationID);
}

/**
 * True until this device's first sync has ended: an empty store before then says nothing yet about
 * the user's data. True too while the sync client starts (a screen that only reads may render before
 * it), false once the session needs signing in again (no download is coming).
 */
export function useFirstSyncPending(): boolean {
  const client = useContext(SyncClientContext);
  const status = useSyncExternalStore(client?.subscribe ?? subscribeToNothing, client?.getStatus ?? noStatus);
  return status === null || (status.lastSyncedAt === null && status.phase !== 'needsAuth');
}
