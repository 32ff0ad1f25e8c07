import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { QueuedMutation, RejectedMutation } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';

export interface ProjectQueue {
  pending: QueuedMutation[];
  rejected: RejectedMutation[];
}

/** This device's changes to the given rows that the server has not confirmed, and those it refused. */
export function useProjectQueue(rowIds: readonly string[]): LiveResult<ProjectQueue> {
  const db = useDatabase();
  const key = rowIds.join(',');
  const answer = useLiveQuery(async () => {
    const ids = new Set(key.split(','));
    const [pending, rejected] = await Promise.all([
      db.mutations
        .where('targetId')
        .anyOf([...ids])
        .toArray(),
      db.rejected.toArray(),
    ]);
    const concerns = (args: unknown) =>
      typeof args === 'object' &&
      args !== null &&
      Object.values(args).some((value) => ids.has(String(value)));
    return { data: { pending, rejected: rejected.filter((row) => concerns(row.args)) } };
  }, [db, key]);
  return toLiveResult(answer);
}
