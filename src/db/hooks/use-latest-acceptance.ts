import { useMemo } from 'react';
import type { LocalRow } from '../database';
import { latestAcceptance } from '../quote-acceptances';
import type { LiveResult } from './live-result';
import { useEntitiesBy } from './use-entities';

/** The project's latest signed quote on this device (undefined: none yet). */
export function useLatestAcceptance(
  projectId: string | undefined,
): LiveResult<LocalRow<'quoteAcceptances'> | undefined> {
  const rows = useEntitiesBy('quoteAcceptances', 'projectId', projectId);
  return useMemo(() => (rows.loading ? rows : { loading: false, data: latestAcceptance(rows.data) }), [rows]);
}
