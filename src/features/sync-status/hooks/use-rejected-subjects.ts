import { useLiveQuery } from 'dexie-react-hooks';
import { changeSubject, type ChangeSubject } from '../../../db/change-subject';
import type { RejectedMutation } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';

/**
 * The subject of each refused change, by its mutation id: the names kept when the change was made
 * (the row may be gone from the server and this device since), else what the store holds now.
 */
export function useRejectedSubjects(rows: readonly RejectedMutation[]): Map<number, ChangeSubject> {
  const db = useDatabase();
  const subjects = useLiveQuery(
    async () =>
      new Map(
        await Promise.all(
          rows.map(
            async (row) =>
              [row.mutationID, row.subject ?? (await changeSubject(db, row.name, row.args))] as const,
          ),
        ),
      ),
    [db, rows],
  );
  return subjects ?? new Map();
}
