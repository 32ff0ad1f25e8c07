import { useMemo } from 'react';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useFirstSyncPending } from '../../../sync/sync-context';
import { byNewest } from '../lib/lead-summary';

/**
 * The leads this user may see, newest first: the pull already scopes them (an agent its own, an
 * admin or a manager every lead of its referrer), so the screens show what the device holds, offline too.
 */
export function useLeads() {
  const leads = useEntityList('leads');
  const firstSyncPending = useFirstSyncPending();
  const rows = useMemo(() => (leads.loading ? [] : byNewest(leads.data)), [leads]);
  const downloading = rows.length === 0 && firstSyncPending;
  return { loading: leads.loading || downloading, rows };
}
