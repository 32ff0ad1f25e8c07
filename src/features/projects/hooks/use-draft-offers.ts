import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { byId } from '../../../db/hooks/stable-rows';

export interface DraftOffers {
  /** Every module this device holds: the pull sends a client only those it may see. */
  modules: LocalRow<'furnitureModules'>[];
  ranges: LocalRow<'furnitureRanges'>[];
  /** The furniture the modules and the ranges' core items name, for prices and names. */
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
}

/** The offers a draft may start from, in one read transaction (the modules, ranges and their items). */
export function useDraftOffers(): LiveResult<DraftOffers> {
  const db = useDatabase();
  const answer = useLiveQuery(
    () =>
      db.transaction(
        'r',
        [db.entity('furnitureModules'), db.entity('furnitureRanges'), db.entity('furniture')],
        async () => {
          const [modules, ranges] = await Promise.all([
            db.entity('furnitureModules').toArray(),
            db.entity('furnitureRanges').toArray(),
          ]);
          const ids = new Set([
            ...modules.flatMap((module) =>
              module.contentLines.flatMap((line) =>
                line.kind === 'furniture' && line.refId !== null ? [line.refId] : [],
              ),
            ),
            ...ranges.flatMap((range) =>
              range.items.filter((item) => item.core).map((item) => item.furnitureId),
            ),
          ]);
          const rows = await db.entity('furniture').bulkGet([...ids]);
          const furniture = byId(rows.filter((row) => row !== undefined));
          return { data: { modules, ranges, furniture } };
        },
      ),
    [db],
  );
  return toLiveResult(answer);
}
