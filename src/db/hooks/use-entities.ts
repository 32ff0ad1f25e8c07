import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityIndex, EntityName } from '../../domain/entities/registry';
import { useDatabase } from '../database-context';
import type { LocalRow } from '../database';
import { toLiveResult, type LiveResult } from './live-result';

/** Rows whose indexed field equals a value, e.g. `useEntitiesBy('rooms', 'projectId', projectId)`. */
export function useEntitiesBy<E extends EntityName>(
  entity: E,
  index: EntityIndex<E>,
  value: string | undefined,
): LiveResult<LocalRow<E>[]> {
  const db = useDatabase();
  const answer = useLiveQuery(
    async () => ({
      data: value === undefined ? [] : await db.entity(entity).where(index).equals(value).toArray(),
    }),
    [db, entity, index, value],
  );
  return toLiveResult(answer);
}

/** Every row of an entity the user can see. Long lists: virtualize, or query by index instead. */
export function useEntityList<E extends EntityName>(entity: E): LiveResult<LocalRow<E>[]> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => ({ data: await db.entity(entity).toArray() }), [db, entity]);
  return toLiveResult(answer);
}
