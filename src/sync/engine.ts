import type { FitoutDatabase } from '../db/database';
import { readClientID } from '../db/client-identity';
import type { LocalMutators } from '../db/local-mutator';
import { applyPullPage, hasSentinel, readPullState } from '../db/pull-apply';
import { oldestPendingAt, pendingBatch, recordPushResults, watchQueue } from '../db/queue';
import type { Actor } from '../domain/mutators/transaction';
import { protocolVersion, type PullResponse } from '../domain/sync/protocol.schema';
import { POLL_INTERVAL_MS, PULL_PAGE_SIZE, PUSH_BATCH_SIZE, PUSH_DEBOUNCE_MS, retryDelay } from './retry';
import { initialSyncStatus, type SyncStatus } from './status';
import type { SyncTransport, TransportFailure, TransportResult } from './transport';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type SyncLog = (level: 'info' | 'warn' | 'error', message: string, details?: unknown) => void;

export interface SyncEngineOptions {
  db: FitoutDatabase;
  transport: SyncTransport;
  clock: Clock;
  log: SyncLog;
  actor: Actor;
  mutators: LocalMutators;
  /** Uniform in [0, 1): jitter for retries. */
  random?: () => number;
  /** This browser synced before (kept outside IndexedDB, e.g. localStorage): tells a wipe from a first run. */
  syncedBefore?: boolean;
  /**
   * What the device says of its network at the start (navigator.onLine): the status says it until
   * an attempt or the browser's online/offline events tell otherwise. Assumed online, a page opened
   * with no network said "online" until its first sync failed, and the offline notes showed late,
   * moving what was under them.
   */
  online?: boolean;
  pushBatchSize?: number;
  pullPageSize?: number;
}

export type SyncListener = (status: SyncStatus) => void;

export interface SyncEngine {
  start(): Promise<void>;
  stop(): void;
  /** Runs push then pull now, resolving when this round ends (successfully or not). */
  syncNow(): Promise<void>;
  /** The server said something changed, or the page regained focus. */
  poke(): void;
  /** A local change was queued: push soon, once a burst of edits is over. */
  pushSoon(): void;
  setOnline(online: boolean): void;
  getStatus(): SyncStatus;
  subscribe(listener: SyncListener): () => void;
}

type Step = { ok: true } | { ok: false; failure: TransportFailure };
const done: Step = { ok: true };

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, transport, clock, log, actor, mutators, random = Math.random } = options;
  const pushBatchSize = options.pushBatchSize ?? PUSH_BATCH_SIZE;
  const pullPageSize = options.pullPageSize ?? PULL_PAGE_SIZE;
  let status: SyncStatus = { ...initialSyncStatus, online: options.online ?? true };
  const listeners = new Set<SyncListener>();
  let wantPush = false;
  let wantPull = false;
  let running: Promise<void> | null = null;
  let stopped = true;
  let attempt = 0;
  let retryTimer: unknown = null;
  let pushTimer: unknown = null;
  let pollTimer: unknown = null;
  let unwatchQueue: (() => void) | null = null;

  function update(patch: Partial<SyncStatus>): void {
    status = { ...status, ...patch };
    for (const listener of listeners) listener(status);
  }

  function clearTimer(handle: unknown): null {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  }

  function schedulePoll(): void {
    pollTimer = clearTimer(pollTimer);
    if (stopped) return;
    pollTimer = clock.setTimeout(() => {
      pollTimer = null;
      request(true, true);
      schedulePoll();
    }, POLL_INTERVAL_MS);
  }

  function request(push: boolean, pull: boolean): Promise<void> {
    wantPush ||= push;
    wantPull ||= pull;
    // Paused: after a 401 the worker hands leadership over; a retry waits for its timer, not for more triggers.
    if (stopped || status.phase === 'needsAuth' || retryTimer !== null) return running ?? Promise.resolve();
    running ??= loop().finally(() => {
      running = null;
    });
    return running;
  }

  async function loop(): Promise<void> {
    while (!stopped && (wantPush || wantPull)) {
      update({ phase: 'syncing' });
      const pushing = wantPush;
      wantPush = false;
      const pulling = wantPull || pushing;
      wantPull = false;
      let step = pushing ? await pushAll() : done;
      if (step.ok && pulling) step = await pullAll();
      if (stopped) return;
      if (!step.ok) {
        wantPush ||= pushing;
        wantPull ||= pulling;
        fail(step.failure);
        return;
      }
      attempt = 0;
      update({ phase: 'idle', online: true, lastError: null, progress: null, retryAt: null });
    }
  }

  function fail(failure: TransportFailure): void {
    log(failure.type === 'temporary' || failure.type === 'offline' ? 'info' : 'warn', 'sync failed', failure);
    switch (failure.type) {
      case 'unauthorized':
        update({ phase: 'needsAuth', lastError: failure, progress: null, retryAt: null });
        return;
      case 'rejected':
        // Retrying the same refused request cannot help: wait for the next change, nudge or poll.
        update({ phase: 'error', lastError: failure, progress: null, retryAt: null });
        return;
      case 'offline':
      case 'temporary': {
        const delay = retryDelay(attempt, random);
        attempt++;
        const retryAt = clock.now() + delay;
        retryTimer = clock.setTimeout(() => {
          retryTimer = null;
          void request(false, false);
        }, delay);
        update({
          phase: failure.type === 'offline' ? 'offline' : 'retrying',
          online: failure.type !== 'offline',
          lastError: failure,
          progress: null,
          retryAt,
        });
        return;
      }
      default:
        failure satisfies never;
    }
  }

  async function pushAll(): Promise<Step> {
    for (;;) {
      const { clientID, mutations } = await pendingBatch(db, pushBatchSize);
      const first = mutations[0];
      if (!first || stopped) return done;
      // The batch starts with the oldest change waiting: its time tells the office how long it waited.
      const result = await transport.push({
        clientID,
        protocolVersion,
        mutations,
        oldestPendingAt: first.createdAt,
      });
      if (!result.ok) return result;
      if (stopped) return done;
      const answered =
        result.value.lastMutationID >= first.id || result.value.results.some((r) => r.id === first.id);
      if (!answered) {
        // The server skipped our oldest change: pushing the same batch again would loop forever.
        return {
          ok: false,
          failure: { type: 'rejected', status: 409, code: 'conflict', detail: 'push made no progress' },
        };
      }
      const rejected = await recordPushResults(db, result.value, new Date(clock.now()).toISOString());
      if (rejected > 0) update({ rejectedSinceStart: status.rejectedSinceStart + rejected });
    }
  }

  async function pullAll(): Promise<Step> {
    const clientID = await readClientID(db);
    // A change a push could not deliver still waits: the pull tells the server since when.
    const oldest = await oldestPendingAt(db);
    const pull = (cookie: string | null): Promise<TransportResult<PullResponse>> =>
      transport
        .pull({ clientID, protocolVersion, cookie, limit: pullPageSize, oldestPendingAt: oldest })
        .catch((error: unknown) => ({
          ok: false as const,
          failure: { type: 'temporary' as const, status: null, detail: String(error) },
        }));
    let response = await pull((await readPullState(db)).cookie);
    let received = 0;
    let bytes = 0;
    for (;;) {
      if (!response.ok) return response;
      if (stopped) return done;
      const page = response.value;
      bytes += response.bytes ?? 0;
      const pulled = {
        rows: status.pulled.rows + page.changes.length,
        bytes: status.pulled.bytes + (response.bytes ?? 0),
      };
      // Said before the page is written: a first pull is often one page, and writing it takes a while.
      update({
        progress: { received: received + page.changes.length, remaining: page.remaining, bytes },
        pulled,
      });
      // Fetch the next page while this one is written; its cookie is only trusted once this commits.
      const next = page.more ? pull(page.cookie) : null;
      await applyPullPage(db, page, {
        actor,
        mutators,
        now: new Date(clock.now()).toISOString(),
        onReplayError: (mutationID, error) =>
          log('warn', 'pending mutation no longer applies locally', { mutationID, error }),
      });
      received += page.changes.length;
      if (!next) {
        update({ lastSyncedAt: new Date(clock.now()).toISOString(), progress: null });
        return done;
      }
      response = await next;
    }
  }

  function pushSoon(): void {
    if (pushTimer !== null || stopped) return;
    pushTimer = clock.setTimeout(() => {
      pushTimer = null;
      void request(true, false);
    }, PUSH_DEBOUNCE_MS);
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      if (options.syncedBefore && !(await hasSentinel(db))) {
        log('error', 'local database was wiped; syncing again from the server');
        update({ wiped: true });
      }
      unwatchQueue = watchQueue(
        db,
        ({ queued, unpushed, photosWaiting, oldestQueuedID }) => {
          // Said only when a count moved: listeners hear every status, a pull's progress among them.
          if (
            !status.queueCounted ||
            queued !== status.pending ||
            photosWaiting !== status.photosWaiting ||
            oldestQueuedID !== status.oldestQueuedID
          )
            update({ pending: queued, photosWaiting, oldestQueuedID, queueCounted: true });
          if (unpushed > 0) pushSoon();
        },
        (error) => log('error', 'queue watch failed', error),
      );
      schedulePoll();
      void request(true, true);
    },
    stop() {
      stopped = true;
      unwatchQueue?.();
      unwatchQueue = null;
      retryTimer = clearTimer(retryTimer);
      pushTimer = clearTimer(pushTimer);
      pollTimer = clearTimer(pollTimer);
      update({ phase: 'stopped', progress: null, retryAt: null });
    },
    syncNow() {
      return request(true, true);
    },
    poke() {
      void request(true, true);
    },
    pushSoon,
    setOnline(online) {
      if (!online) {
        update({ online: false });
        return;
      }
      // Back online: skip the remaining backoff and try at once.
      attempt = 0;
      retryTimer = clearTimer(retryTimer);
      update({ online: true });
      void request(true, true);
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      listener(status);
      return () => listeners.delete(listener);
    },
  };
}
