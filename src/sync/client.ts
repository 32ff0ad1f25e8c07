import * as Comlink from 'comlink';
import type { FitoutDatabase } from '../db/database';
import type { MutateResult } from '../db/mutate';
import type { MutatorArgs, MutatorName } from '../domain/mutators/registry';
import type { Actor } from '../domain/mutators/transaction';
import type { SyncSession } from './session';
import { initialSyncStatus, type TabSyncStatus } from './status';
import { markSyncedBefore, readSyncedBefore, secureStorage, type StorageInfo } from './storage';
import type { SyncWorkerApi } from './sync.worker';
import { localMutate } from './local-mutate';
import { apiBaseUrl } from '../domain/api-path';

export type Mutate = { [N in MutatorName]: (args: MutatorArgs<N>) => Promise<MutateResult> };

export interface SyncClientStatus extends TabSyncStatus {
  storage: StorageInfo | null;
}

export interface SyncClient {
  getStatus(): SyncClientStatus;
  subscribe(listener: (status: SyncClientStatus) => void): () => void;
  /** `mutate.roomRename({ id, name })`: applied locally at once, queued, pushed by the leader tab. */
  mutate: Mutate;
  setSession(session: SyncSession | null): void;
  /** Something changed on the server that this tab caused outside sync (a photo upload): pull now. */
  poke(): void;
  stop(): void;
}

export interface SyncClientOptions {
  db: FitoutDatabase;
  actor: Actor;
  session: SyncSession | null;
  apiBase?: string;
  /** The localStorage key of this database's "synced before" mark (each database has its own). */
  syncedBeforeKey?: string;
  createWorker?: () => Worker;
}

/**
 * A new sync worker, idle until a client starts it: its modules take a while to load and compile (the
 * build makes it an entry of the page's own bundle, scripts/worker-entries.ts), so a page may spawn
 * it before it knows its session (the installer's, while the link is checked).
 */
export function spawnSyncWorker(): Worker {
  return new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Page side of sync: writes go straight to IndexedDB from the page (the fastest path to a re-render),
 * the worker pushes and pulls. Browser events that matter to sync are forwarded to it.
 */
export function startSyncClient(options: SyncClientOptions): SyncClient {
  const { db, actor } = options;
  const worker = options.createWorker?.() ?? spawnSyncWorker();
  const remote = Comlink.wrap<SyncWorkerApi>(worker);
  const listeners = new Set<(status: SyncClientStatus) => void>();
  // The device's word on its network until the worker's first status: not "online" by default.
  let status: SyncClientStatus = {
    ...initialSyncStatus,
    online: navigator.onLine,
    leader: false,
    storage: null,
  };
  // Written once per client: a status is published several times per change, and each localStorage
  // write is a synchronous trip to the browser process on the thread that draws the next key press.
  let markedSyncedBefore = false;

  function publish(patch: Partial<SyncClientStatus>): void {
    status = { ...status, ...patch };
    if (status.lastSyncedAt && !markedSyncedBefore) {
      markSyncedBefore(options.syncedBeforeKey);
      markedSyncedBefore = true;
    }
    for (const listener of listeners) listener(status);
  }

  void remote.start(
    {
      apiBase: options.apiBase ?? apiBaseUrl(location.origin),
      session: options.session,
      actor,
      syncedBefore: readSyncedBefore(options.syncedBeforeKey),
      databaseName: db.name,
    },
    Comlink.proxy((next) => publish(next)),
  );
  void secureStorage().then((storage) => publish({ storage }));

  const onOnline = () => void remote.setOnline(true);
  const onOffline = () => void remote.setOnline(false);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void remote.poke();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);

  const mutate = localMutate(db, actor, () => void remote.pushSoon());

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mutate,
    setSession: (session) => void remote.setSession(session),
    poke: () => void remote.poke(),
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      void remote.stop().finally(() => worker.terminate());
    },
  };
}
