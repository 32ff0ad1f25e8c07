import type { TransportFailure } from './transport';

export const syncPhases = [
  'idle',
  'syncing',
  'retrying',
  'offline',
  'needsAuth',
  'error',
  'stopped',
] as const;
export type SyncPhase = (typeof syncPhases)[number];

export interface SyncProgress {
  received: number;
  remaining: number;
  /** Size of the pulled pages so far, as downloaded. */
  bytes: number;
}

/** Everything the layout shows about sync; plain data, so it crosses the worker boundary as is. */
export interface SyncStatus {
  phase: SyncPhase;
  online: boolean;
  /** Local changes the server has not confirmed yet (queued in IndexedDB). */
  pending: number;
  /** Photos taken on this device whose bytes the server has not received yet (their row may be sent). */
  photosWaiting: number;
  /**
   * Whether `pending` and `photosWaiting` come from a count of the queue yet: until the engine has
   * read it, nothing may say "all sent" (a page opened with changes waiting said so for a moment).
   */
  queueCounted: boolean;
  /**
   * The id of the oldest change still queued, null when none is. The server confirms changes in
   * their order, so every change with a smaller id has been answered.
   */
  oldestQueuedID: number | null;
  /** Changes the server refused since the engine started (the full list is in the `rejected` store). */
  rejectedSinceStart: number;
  lastSyncedAt: string | null;
  lastError: TransportFailure | null;
  /** While a pull runs: rows received so far (shown as soon as a page arrives) and rows the server says remain. */
  progress: SyncProgress | null;
  /** Rows pulled since this engine started, whichever pull brought them, with their size as downloaded. */
  pulled: { rows: number; bytes: number };
  /** The local database vanished although this browser had synced before (storage was cleared). */
  wiped: boolean;
  /** When the next retry is due (epoch ms), while `phase` is `retrying` or `offline`. */
  retryAt: number | null;
}

export const initialSyncStatus: SyncStatus = {
  phase: 'idle',
  online: true,
  pending: 0,
  photosWaiting: 0,
  queueCounted: false,
  oldestQueuedID: null,
  rejectedSinceStart: 0,
  lastSyncedAt: null,
  lastError: null,
  progress: null,
  pulled: { rows: 0, bytes: 0 },
  wiped: false,
  retryAt: null,
};

/** What a tab sees: the leader tab's worker syncs; the others only queue and watch. */
export interface TabSyncStatus extends SyncStatus {
  leader: boolean;
}

/** Everything this device still has to send: a photo whose row went but whose bytes did not still waits. */
export function waitingToSend(status: Pick<SyncStatus, 'pending' | 'photosWaiting'>): number {
  return status.pending + status.photosWaiting;
}

/** Nothing waits to be sent, as counted: false while the queue has not been read yet. */
export function allSent(status: Pick<SyncStatus, 'pending' | 'photosWaiting' | 'queueCounted'>): boolean {
  return status.queueCounted && waitingToSend(status) === 0;
}

/**
 * Whether the server has answered the change `mutationID` (kept, or refused and listed as such): what
 * lets one save say "Saved" while an older or later change of another screen still waits.
 */
export function changeSent(
  status: Pick<SyncStatus, 'queueCounted' | 'oldestQueuedID'>,
  mutationID: number,
): boolean {
  return status.queueCounted && (status.oldestQueuedID === null || status.oldestQueuedID > mutationID);
}
