import { describe, expect, it, vi } from 'vitest';
import type { SyncClientStatus } from '../../../src/sync/client';
import { kickPhotosAfterPush } from '../../../src/sync/photos/kick-after-push';

type Counts = Pick<SyncClientStatus, 'pending' | 'photosWaiting'>;

/** A sync client reduced to its status: `say` is what the worker reports. */
function clientSaying(first: Counts) {
  let status = first as SyncClientStatus;
  const listeners = new Set<(status: SyncClientStatus) => void>();
  return {
    getStatus: () => status,
    subscribe(listener: (status: SyncClientStatus) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    say(next: Counts) {
      status = next as SyncClientStatus;
      for (const listener of listeners) listener(status);
    },
  };
}

describe('photos tried again after a push', () => {
  it('kicks the photo uploads when the server acknowledged changes and photos wait, and only then', () => {
    const client = clientSaying({ pending: 3, photosWaiting: 2 });
    const photos = { kick: vi.fn(), idle: vi.fn(), stop: vi.fn() };
    const stop = kickPhotosAfterPush(client, photos);

    client.say({ pending: 4, photosWaiting: 2 }); // a new change queued: nothing reached the server
    expect(photos.kick).not.toHaveBeenCalled();
    client.say({ pending: 0, photosWaiting: 2 }); // the push landed, the photos' rows with it
    expect(photos.kick).toHaveBeenCalledTimes(1);
    client.say({ pending: 1, photosWaiting: 0 });
    client.say({ pending: 0, photosWaiting: 0 }); // no photo waits: nothing to try
    expect(photos.kick).toHaveBeenCalledTimes(1);

    stop();
    client.say({ pending: 5, photosWaiting: 1 });
    client.say({ pending: 0, photosWaiting: 1 });
    expect(photos.kick).toHaveBeenCalledTimes(1);
  });
});
