import type { FitoutDatabase } from '../../../db/database';
import { countPending } from '../../../db/queue';

/** Local changes the server has not confirmed yet (the sync queue): logging out now would lose them. */
export function countPendingChanges(db: FitoutDatabase): Promise<number> {
  return countPending(db);
}
