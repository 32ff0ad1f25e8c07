import { useCallback } from 'react';
import type { SyncDevice } from '../../../domain/sync/sync-health.schema';
import { staleDevices } from '../../../domain/sync/sync-health.schema';
import { fetchSyncHealth } from '../../../lib/leads-api';
import { useOnlineRead, type OnlineRead } from '../../../lib/use-online-read';

export interface StaleDevices {
  devices: SyncDevice[];
  /** When the answer came: the "now" its devices' ages are counted from. */
  checkedAt: number;
}

/** How often the office's view of the devices is read again while the dashboard is open. */
const refreshMs = 60_000;

/**
 * The devices whose changes have not reached the server for days. Only the server knows when each
 * device last sent its changes, so this list needs the network (and says so offline).
 */
export function useSyncHealth(): OnlineRead<StaleDevices> {
  const read = useCallback(async (signal: AbortSignal) => {
    const health = await fetchSyncHealth(signal);
    const checkedAt = Date.now();
    return { devices: staleDevices(health.devices, checkedAt), checkedAt };
  }, []);
  return useOnlineRead(read, refreshMs);
}
