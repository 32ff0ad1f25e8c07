import { exhaustive } from '../../../domain/enums';
import type { SyncClientStatus } from '../../../sync/client';
import { waitingToSend } from '../../../sync/status';

export const summaryKinds = [
  'needsAuth',
  'wiped',
  'offline',
  'downloading',
  'problem',
  'pending',
  'synced',
  'waiting',
] as const;
export type SummaryKind = (typeof summaryKinds)[number];

/** The one word the header shows, the most urgent first: what the user must act on, then what is at risk. */
export function summaryKind(status: SyncClientStatus, browserOnline: boolean): SummaryKind {
  if (status.phase === 'needsAuth') return 'needsAuth';
  if (status.wiped) return 'wiped';
  if (!browserOnline || !status.online || status.phase === 'offline') return 'offline';
  if (status.progress !== null) return 'downloading';
  switch (status.phase) {
    case 'error':
    case 'retrying':
      return 'problem';
    case 'idle':
    case 'syncing':
    case 'stopped':
      if (waitingToSend(status) > 0) return 'pending';
      return status.lastSyncedAt === null || !status.queueCounted ? 'waiting' : 'synced';
    default:
      return exhaustive(status.phase);
  }
}

/** Share of a large pull already written, or undefined when the size is unknown. */
export function progressShare(status: SyncClientStatus): number | undefined {
  const progress = status.progress;
  if (!progress) return undefined;
  const total = progress.received + progress.remaining;
  return total > 0 ? progress.received / total : undefined;
}
