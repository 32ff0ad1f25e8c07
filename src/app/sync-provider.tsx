import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDatabase } from '../db/database-context';
import type { Actor } from '../domain/mutators/transaction';
import { refreshCatalogueConfig } from '../lib/catalogue-api';
import { storageKeys } from '../lib/session-storage';
import { useSession } from '../lib/session/session-context';
import { actorFromCurrentUser } from '../sync/actor';
import type { SyncClient } from '../sync/client';
import type { UserSyncSession } from '../sync/session';
import { SyncProvider } from '../sync/sync-context';
import { useSyncRuntime } from '../sync/use-sync-runtime';
import { forgetSyncedBefore } from '../sync/storage';
import { LoadingScreen } from '../ui/loading-screen';

const SyncRunningContext = createContext(false);

function readStoredSession(): UserSyncSession | null {
  const accessToken = localStorage.getItem(storageKeys.accessToken);
  if (!accessToken) return null;
  return { tokenType: localStorage.getItem(storageKeys.tokenType) ?? 'bearer', accessToken };
}

/**
 * Runs the sync client for the signed-in user: started once the session check knows who it is,
 * handed each new token (a new login resumes a push paused by an expired session, queue intact),
 * stopped on logout or when another user signs in (its actor would be wrong).
 */
export function AppSyncProvider({ children }: { children: ReactNode }) {
  const db = useDatabase();
  const { state } = useSession();
  const actor = state.status === 'authenticated' ? actorFromCurrentUser(state.user) : null;
  // Kept while a new login is being checked, so the running client gets the new token instead of
  // restarting; replaced when the actor changes (another user, or a new role or team).
  const [owner, setOwner] = useState<Actor | null>(null);
  const signedOut = state.status === 'anonymous' || state.status === 'error';

  if (actor && JSON.stringify(actor) !== JSON.stringify(owner)) setOwner(actor);
  if (signedOut && owner !== null) setOwner(null);

  const start = useMemo(
    () =>
      owner === null
        ? null
        : async (): Promise<SyncClient> => {
            // Loaded on demand: the sign-in page must not download the worker client and every mutator.
            const { startSyncClient } = await import('../sync/client');
            return startSyncClient({ db, actor: owner, session: readStoredSession() });
          },
    [db, owner],
  );
  const client = useSyncRuntime(start);

  // The business settings (rental months, VAT rate) are read once per signed-in start and kept on
  // the device, so every price reads the same offline; offline, the kept copy stays in use.
  useEffect(() => {
    if (owner === null) return;
    const controller = new AbortController();
    refreshCatalogueConfig(db, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [db, owner]);

  useEffect(() => {
    // Logged out: a later empty database is a fresh start, not a wiped store.
    if (state.status === 'anonymous' && localStorage.getItem(storageKeys.accessToken) === null)
      forgetSyncedBefore();
  }, [state.status]);

  const accessToken = actor ? readStoredSession()?.accessToken : undefined;
  useEffect(() => {
    if (client && accessToken) client.setSession(readStoredSession());
  }, [client, accessToken]);

  // One shape whether the client runs or not: when it starts, the router and its screens (a form
  // being filled, the focus) stay as they are rather than mounting again.
  return (
    <SyncRunningContext value={client !== null}>
      <SyncProvider client={client}>{children}</SyncProvider>
    </SyncRunningContext>
  );
}

/** Screens that write (mutate) wait for the sync client; it starts right after the session check. */
export function RequireSync({ children }: { children: ReactNode }) {
  return use(SyncRunningContext) ? children : <LoadingScreen />;
}

/** Shows its content only while a sync client runs (the header's sync status). */
export function WhenSyncing({ children }: { children: ReactNode }) {
  return use(SyncRunningContext) ? children : null;
}
