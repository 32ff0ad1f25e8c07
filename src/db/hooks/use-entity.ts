import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName } from '../../domain/entities/registry';
import { useDatabase } from '../database-context';
import type { LocalRow } from '../database';
import { toLiveResult, type LiveResult } from './live-result';

/** One row by id; `data: undefined` once loaded means it does not exist (or is not in this user's scope). */
export function useEntity<E extends EntityName>(
  entity: E,
  id: string | undefined,
): LiveResult<LocalRow<E> | undefined> {
  const db = useDatabase();
  const answer = useLiveQuery(
    async () => ({ data: id === undefined ? undefined : await db.entity(entity).get(id) }),
    [db, entity, id],
  );
  return toLiveResult(answer);
}
