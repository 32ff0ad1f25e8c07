import * as Comlink from 'comlink';
import { FitoutDatabase } from '../db/database';
import { watchQueue } from '../db/queue';
import type { Actor } from '../domain/mutators/transaction';
import { mutators } from '../domain/mutators/registry';
import { createSyncEngine, type SyncEngine } from './engine';
import { createHttpTransport, type HttpTransport } from './http-transport';
import { sessionHeaders, type SyncSession } from './session';
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

/** After the live-update stream drops, the wait before asking a new ticket and reopening it. */
export const EVENTS_RECONNECT_MS = 3000;

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
  let transport: HttpTransport | null = null;
  let events: EventSource | null = null;
  /** Bumped by each close, so an open still waiting for its ticket knows it was cancelled. */
  let eventsGeneration = 0;
  let eventsReconnect: ReturnType<typeof setTimeout> | null = null;
  let releaseLeadership: (() => void) | null = null;
  let unwatch: (() => void) | null = null;
  let status: TabSyncStatus = { ...initialSyncStatus, leader: false };
  let report: (status: TabSyncStatus) => void = () => undefined;
  let apiBase = '';
  let database: FitoutDatabase | null = null;
  let startOptions: SyncWorkerStart | null = null;
  /** Asked for, held, or not wanted (stopped, or paused by a refused credential). */
  let leadership: 'idle' | 'asked' | 'held' = 'idle';
  let stopped = false;

  function publish(patch: Partial<TabSyncStatus>): void {
    status = { ...status, ...patch };
    report(status);
  }

  function closeEvents(): void {
    eventsGeneration++;
    if (eventsReconnect !== null) clearTimeout(eventsReconnect);
    eventsReconnect = null;
    events?.close();
    events = null;
  }

  /**
   * Server-sent nudges. EventSource cannot send headers, and proxies log URLs: each connection
   * opens with a fresh single-use ticket asked with the session's own headers. The browser's own
   * reconnection would replay a spent ticket, so a dropped stream is closed and reopened here.
   */
  async function listenForPokes(): Promise<void> {
    closeEvents();
    const generation = eventsGeneration;
    const target = engine;
    const sender = transport;
    if (!session || !target || !sender) return;
    const ticket = await sender.streamTicket();
    if (generation !== eventsGeneration) return;
    if (!ticket.ok) {
      const { type } = ticket.failure;
      // Offline: `setOnline` reopens it. A refused credential: the engine's pull is refused too,
      // and that refusal is what the page shows.
      if (type === 'temporary')
        eventsReconnect = setTimeout(() => void listenForPokes(), EVENTS_RECONNECT_MS);
      else if (type !== 'offline') target.poke();
      return;
    }
    const stream = new EventSource(
      `${apiBase}/sync/events?ticket=${encodeURIComponent(ticket.value.ticket)}`,
    );
    events = stream;
    stream.addEventListener('poke', () => target.poke());
    // A commit made while the stream was not yet (or no longer) connected sent its poke to no one:
    // each (re)connection pulls once, so nothing waits for the minute's poll.
    stream.addEventListener('open', () => target.poke());
    // Dropped or refused (the server closes the stream of an ended credential): pull now, which
    // shows a refusal if there is one, and reopen with a new ticket after a pause.
    stream.addEventListener('error', () => {
      if (events !== stream) return;
      stream.close();
      events = null;
      target.poke();
      eventsReconnect = setTimeout(() => void listenForPokes(), EVENTS_RECONNECT_MS);
    });
  }

  /** Until this tab leads, it only shows how many changes wait (any tab may have queued them). */
  function watchPending(db: FitoutDatabase): void {
    unwatch?.();
    unwatch = watchQueue(
      db,
      ({ queued, photosWaiting, oldestQueuedID }) =>
        publish({ pending: queued, photosWaiting, oldestQueuedID, queueCounted: true }),
      (error) => console.error('[sync] queue watch failed', error),
    );
  }

  function stopLeading(): void {
    closeEvents();
    transport = null;
    const current = engine;
    engine = null;
    current?.stop();
    unwatch?.();
    unwatch = null;
    leadership = 'idle';
    releaseLeadership?.();
    releaseLeadership = null;
  }

  function stopSyncing(): void {
    stopped = true;
    stopLeading();
  }

  /**
   * Refused credential: this tab can send nothing until it gets a new one, so it hands leadership
   * over (another tab of the same store with a valid link or session sends the queue) and keeps
   * showing the refusal and the queue it cannot send.
   */
  function pauseForAuth(db: FitoutDatabase): void {
    stopLeading();
    watchPending(db);
    publish({ phase: 'needsAuth', leader: false, progress: null, retryAt: null });
  }

  function askLeadership(): void {
    const db = database;
    const options = startOptions;
    if (!db || !options || stopped || leadership !== 'idle') return;
    leadership = 'asked';
    void navigator.locks.request(leaderLock(db.name), () => lead(db, options));
  }

  function lead(db: FitoutDatabase, options: SyncWorkerStart): Promise<void> {
    if (stopped || leadership !== 'asked') return Promise.resolve();
    leadership = 'held';
    unwatch?.();
    unwatch = null;
    const sender = createHttpTransport({ apiBase, headers: () => sessionHeaders(session) });
    transport = sender;
    const running = createSyncEngine({
      db,
      transport: sender,
      clock: systemClock,
      log: (level, message, details) => console[level](`[sync] ${message}`, details ?? ''),
      actor: options.actor,
      mutators,
      syncedBefore: options.syncedBefore,
      online: navigator.onLine,
    });
    engine = running;
    running.subscribe((engineStatus) => {
      if (engine !== running) return;
      publish({ ...engineStatus, leader: true });
      if (engineStatus.phase === 'needsAuth') pauseForAuth(db);
    });
    void running.start();
    void listenForPokes();
    return new Promise((resolve) => {
      releaseLeadership = resolve;
    });
  }

  return {
    async start(options: SyncWorkerStart, onStatus: (status: TabSyncStatus) => void): Promise<void> {
      report = onStatus;
      session = options.session;
      apiBase = options.apiBase;
      startOptions = options;
      const db = new FitoutDatabase(options.databaseName);
      database = db;
      // Deleted under it (a logout, in this tab or another): the session is being revoked, and a
      // pull now would be refused or, worse, open the database again with its rows.
      db.on('versionchange', (event) => {
        if (event.newVersion === null) stopSyncing();
      });
      watchPending(db);
      publish({ online: navigator.onLine });
      askLeadership();
    },
    /** After a (new) login: the paused tab asks to lead again, its queue intact. */
    setSession(next: SyncSession | null): void {
      session = next;
      void listenForPokes();
      if (!next) return;
      if (status.phase === 'needsAuth') publish({ phase: 'idle', lastError: null });
      askLeadership();
    },
    poke: () => engine?.poke(),
    pushSoon: () => engine?.pushSoon(),
    setOnline(online: boolean): void {
      engine?.setOnline(online);
      if (online && events === null && eventsReconnect === null) void listenForPokes();
    },
    stop: stopSyncing,
  };
}

export type SyncWorkerApi = ReturnType<typeof createSyncWorker>;

Comlink.expose(createSyncWorker());
