import { useLiveQuery } from 'dexie-react-hooks';
import type { RejectedMutation } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';
import { rejectedSubject, type RejectedSubject } from '../lib/rejected-subject';

/** The subject of each refused change, by its mutation id; follows the store (a pull may bring names). */
export function useRejectedSubjects(rows: readonly RejectedMutation[]): Map<number, RejectedSubject> {
  const db = useDatabase();
  const subjects = useLiveQuery(
    async () =>
      new Map(
        await Promise.all(
          rows.map(async (row) => [row.mutationID, await rejectedSubject(db, row.name, row.args)] as const),
        ),
      ),
    [db, rows],
  );
  return subjects ?? new Map();
}
