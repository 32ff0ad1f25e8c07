import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { EntityName } from '../../domain/entities/registry';
import { useDatabase } from '../database-context';
import type { LocalRow } from '../database';
import { useHeldRows, useOverlayEntry } from '../optimistic/use-overlay';
import { toLiveResult, type LiveResult } from './live-result';

/**
 * One row by id; `data: undefined` once loaded means it does not exist (or is not in this user's
 * scope). A change this tab just made shows at once, before the store has answered.
 */
export function useEntity<E extends EntityName>(
  entity: E,
  id: string | undefined,
): LiveResult<LocalRow<E> | undefined> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const generation = db.overlay.generation;
    return { generation, data: id === undefined ? undefined : await db.entity(entity).get(id) };
  }, [db, entity, id]);
  const row = answer?.data;
  const held = useMemo(() => (row ? [[entity, row as LocalRow] as const] : []), [entity, row]);
  useHeldRows(db.overlay, held);
  const pending = useOverlayEntry(db.overlay, entity, id, answer?.generation);
  if (pending !== undefined) {
    return { loading: false, data: (pending.row ?? undefined) as LocalRow<E> | undefined };
  }
  return toLiveResult(answer);
}
