import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../database-context';
import type { LocalRow } from '../database';
import { toLiveResult, type LiveResult } from './live-result';

export interface ReplacementOptions {
  /** The furniture of the same category and of the ranges that hold the line's furniture. */
  furniture: LocalRow<'furniture'>[];
  ranges: LocalRow<'furnitureRanges'>[];
}

/**
 * What `replacementCandidates` chooses from for one furniture, read by index (not the whole
 * catalogue); nothing is read while `furniture` is undefined (the dialog is closed).
 */
export function useReplacementOptions(
  furniture: Pick<LocalRow<'furniture'>, 'id' | 'categoryId'> | undefined,
): LiveResult<ReplacementOptions> {
  const db = useDatabase();
  const id = furniture?.id;
  const categoryId = furniture?.categoryId ?? null;
  const answer = useLiveQuery(
    () =>
      db.transaction('r', [db.entity('furniture'), db.entity('furnitureRanges')], async () => {
        if (id === undefined) return { data: { furniture: [], ranges: [] } };
        const [sameCategory, allRanges] = await Promise.all([
          categoryId === null ? [] : db.entity('furniture').where('categoryId').equals(categoryId).toArray(),
          db.entity('furnitureRanges').toArray(),
        ]);
        const ranges = allRanges.filter((range) => range.items.some((item) => item.furnitureId === id));
        const known = new Set(sameCategory.map((row) => row.id));
        const mateIds = ranges.flatMap((range) =>
          range.items.map((item) => item.furnitureId).filter((mate) => !known.has(mate)),
        );
        const mates = await db.entity('furniture').bulkGet([...new Set(mateIds)]);
        return {
          data: { furniture: [...sameCategory, ...mates.filter((row) => row !== undefined)], ranges },
        };
      }),
    [db, id, categoryId],
  );
  return toLiveResult(answer);
}
