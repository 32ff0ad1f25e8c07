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

/** One leader among the tabs of this origin syncs; Web Locks hand the role over when its tab goes. */
export const LEADER_LOCK = 'fitout-sync-leader';

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
      // Until this tab leads, it only shows how many changes wait (any tab may have queued them).
      unwatch = watchQueue(
        db,
        ({ queued }) => publish({ pending: queued }),
        (error) => console.error('[sync] queue watch failed', error),
      );
      publish({ online: navigator.onLine });
      void navigator.locks.request(LEADER_LOCK, () => lead(db, options));
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
    stop(): void {
      events?.close();
      engine?.stop();
      unwatch?.();
      releaseLeadership?.();
    },
  };
}

export type SyncWorkerApi = ReturnType<typeof createSyncWorker>;

Comlink.expose(createSyncWorker());
