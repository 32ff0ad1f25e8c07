import { describe, expect, it } from 'vitest';
import { summaryKind } from '../../../src/features/sync-status/lib/status-summary';
import type { SyncClientStatus } from '../../../src/sync/client';
import { changeSent, initialSyncStatus } from '../../../src/sync/status';

const synced: SyncClientStatus = {
  ...initialSyncStatus,
  leader: true,
  storage: null,
  lastSyncedAt: '2026-11-27T08:00:00.000Z',
  queueCounted: true,
};

describe("the header's one word", () => {
  it('says synced only when no change and no photo waits', () => {
    expect(summaryKind(synced, true)).toBe('synced');
    expect(summaryKind({ ...synced, pending: 1 }, true)).toBe('pending');
  });

  it('says nothing is sent before the queue has been counted (a page opened with changes waiting)', () => {
    expect(summaryKind({ ...synced, queueCounted: false }, true)).toBe('waiting');
  });

  it('still says pending while a photo sent as a row waits for its bytes to reach the server', () => {
    expect(summaryKind({ ...synced, pending: 0, photosWaiting: 1 }, true)).toBe('pending');
  });
});

describe('whether one save reached the server', () => {
  it('is said of that change alone: an older change still queued holds it back, a later one does not', () => {
    expect(changeSent({ ...synced, oldestQueuedID: null }, 5)).toBe(true);
    expect(changeSent({ ...synced, oldestQueuedID: 6 }, 5)).toBe(true);
    expect(changeSent({ ...synced, oldestQueuedID: 5 }, 5)).toBe(false);
    expect(changeSent({ ...synced, oldestQueuedID: 3 }, 5)).toBe(false);
  });

  it('is never said before the queue has been counted', () => {
    expect(changeSent({ ...synced, queueCounted: false, oldestQueuedID: null }, 5)).toBe(false);
  });
});
