import * as Comlink from 'comlink';
import { FitoutDatabase } from '../db/database';
import { watchQueue } from '../db/queue';
import type { Actor } from '../domain/mutators/transaction';
import { mutators } from '../domain/mutators/registry';
import { createSyncEngine, type SyncEngine } from './engine';
import { createHttpTransport } from './http-transport';
import { eventsQuery, sessionHeaders, type SyncSession } from './session';
import { initialSyncStatus, type TabSyncStatus } from './status';
import { systemClock } from './system-clock';

/**
 * One leader among the tabs of one local database syncs it; Web Locks hand the role over when its
 * tab goes. Per database: a signed-in user's page also runs an installer link's sync beside its
 * own, and one lock for both left the installer page waiting for a leadership it never got.
 */
export function leaderLock(databaseName: string): string {
  return `fitout-sync-leader:${databaseName}`;
}

export interface SyncWorkerStart {
  databaseName?: string;
  apiBase: string;
  session: SyncSession | null;
  actor: Actor;
  syncedBefore: boolean;
}

function createSyncWorker() {
  let session: SyncSession | null = null;
  let engine: SyncEngine | null = null;
  let events: EventSource | null = null;
  let releaseLeadership: (() => void) | null = null;
  let unwatch: (() => void) | null = null;
  let status: TabSyncStatus = { ...initialSyncStatus, leader: false };
  let report: (status: TabSyncStatus) => void = () => undefined;
  let apiBase = '';

  function publish(patch: Partial<TabSyncStatus>): void {
    status = { ...status, ...patch };
    report(status);
  }

  /** Server-sent nudges; EventSource cannot send headers, so the token goes in the query. */
  function listenForPokes(): void {
    events?.close();
    events = null;
    const query = session && eventsQuery(session);
    if (!query || !engine) return;
    const url = `${apiBase}/sync/events?${query}`;
    events = new EventSource(url);
    const target = engine;
    events.addEventListener('poke', () => target.poke());
    // A commit made while the stream was not yet (or no longer) connected sent its poke to no one:
    // each (re)connection pulls once, so nothing waits for the minute's poll.
    events.addEventListener('open', () => target.poke());
  }

  function stopSyncing(): void {
    events?.close();
    events = null;
    engine?.stop();
    engine = null;
    unwatch?.();
    unwatch = null;
    releaseLeadership?.();
  }

  function lead(db: FitoutDatabase, options: SyncWorkerStart): Promise<void> {
    unwatch?.();
    unwatch = null;
    engine = createSyncEngine({
      db,
      transport: createHttpTransport({ apiBase, headers: () => sessionHeaders(session) }),
      clock: systemClock,
      log: (level, message, details) => console[level](`[sync] ${message}`, details ?? ''),
      actor: options.actor,
      mutators,
      syncedBefore: options.syncedBefore,
    });
    engine.subscribe((engineStatus) => publish({ ...engineStatus, leader: true }));
    void engine.start();
    listenForPokes();
    return new Promise((resolve) => {
      releaseLeadership = resolve;
    });
  }

  return {
    async start(options: SyncWorkerStart, onStatus: (status: TabSyncStatus) => void): Promise<void> {
      report = onStatus;
      session = options.session;
      apiBase = options.apiBase;
      const db = new FitoutDatabase(options.databaseName);
      // Deleted under it (a logout, in this tab or another): the session is being revoked, and a
      // pull now would be refused or, worse, open the database again with its rows.
      db.on('versionchange', (event) => {
        if (event.newVersion === null) stopSyncing();
      });
      // Until this tab leads, it only shows how many changes wait (any tab may have queued them).
      unwatch = watchQueue(
        db,
        ({ queued }) => publish({ pending: queued }),
        (error) => console.error('[sync] queue watch failed', error),
      );
      publish({ online: navigator.onLine });
      void navigator.locks.request(leaderLock(db.name), () => lead(db, options));
    },
    /** After a (new) login: the paused engine resumes with its queue intact. */
    setSession(next: SyncSession | null): void {
      session = next;
      listenForPokes();
      if (next) engine?.resumeAuth();
    },
    poke: () => engine?.poke(),
    pushSoon: () => engine?.pushSoon(),
    setOnline: (online: boolean) => engine?.setOnline(online),
    stop: stopSyncing,
  };
}

export type SyncWorkerApi = ReturnType<typeof createSyncWorker>;

Comlink.expose(createSyncWorker());
