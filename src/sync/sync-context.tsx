import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Mutate, SyncClient, SyncClientStatus } from './client';

const SyncClientContext = createContext<SyncClient | null>(null);

/** `client` is null until the sync client runs: the tree below keeps its state when it starts. */
export function SyncProvider({ client, children }: { client: SyncClient | null; children: ReactNode }) {
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
