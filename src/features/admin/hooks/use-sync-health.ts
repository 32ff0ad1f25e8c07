import { useEffect, useState } from 'react';
import type { SyncDevice } from '../../../domain/sync/sync-health.schema';
import { staleDevices } from '../../../domain/sync/sync-health.schema';
import { NetworkError } from '../../../lib/api-client';
import { fetchSyncHealth } from '../../../lib/leads-api';
import { useOnline } from '../../../lib/use-online';

export type SyncHealthState =
  | { status: 'loading' }
  /** `checkedAt`: when the answer came, the "now" its devices' ages are counted from. */
  | { status: 'loaded'; stale: SyncDevice[]; checkedAt: number }
  | { status: 'offline' }
  | { status: 'failed' };

/** How often the office's view of the devices is read again while the dashboard is open. */
const refreshMs = 60_000;

/**
 * The devices whose changes have not reached the server for days. Only the server knows when each
 * device last sent its changes, so this list needs the network (and says so offline).
 */
export function useSyncHealth(): SyncHealthState {
  const online = useOnline();
  const [state, setState] = useState<SyncHealthState>({ status: 'loading' });
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    const read = () =>
      fetchSyncHealth(controller.signal).then(
        (health) => {
          const checkedAt = Date.now();
          setState({ status: 'loaded', stale: staleDevices(health.devices, checkedAt), checkedAt });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: error instanceof NetworkError ? 'offline' : 'failed' });
        },
      );
    void read();
    const timer = setInterval(() => void read(), refreshMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [online]);
  // Offline, the last answer would be stale without saying so: the list says it needs the network.
  return online ? state : { status: 'offline' };
}
