import { useOnline } from '../../../lib/use-online';
import { usePendingIds } from './use-pending-ids';

/** Where a row's latest local change stands: on the server, on its way, or waiting for the network. */
export type SendState = 'sent' | 'sending' | 'waiting';

/** The send state of the changes to row `id` (they wait in the sync queue offline, and across a reload). */
export function useSendState(id: string): SendState {
  const queued = usePendingIds().has(id);
  const online = useOnline();
  if (!queued) return 'sent';
  return online ? 'sending' : 'waiting';
}
