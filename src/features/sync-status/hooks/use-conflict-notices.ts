import { useLiveQuery } from 'dexie-react-hooks';
import type { FitoutDatabase, LocalRow } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';
import { rowSubject, type ChangeSubject } from '../../../db/change-subject';

const dismissedKey = 'dismissedConflictNotices';

export type NoticeWithSubject = LocalRow<'conflictNotices'> & { subject: ChangeSubject };

async function dismissedIds(db: FitoutDatabase): Promise<string[]> {
  const value = (await db.meta.get(dismissedKey))?.value;
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The notices of values replaced by a stale change that won, newest first, with what they are
 * about: all but the ones this user's own changes caused and the ones dismissed on this device.
 */
export function useConflictNotices(userId: string | null): NoticeWithSubject[] {
  const db = useDatabase();
  const notices = useLiveQuery(async () => {
    const dismissed = new Set(await dismissedIds(db));
    const rows = (await db.entity('conflictNotices').toArray())
      .filter((row) => row.authorId !== userId && !dismissed.has(row.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return Promise.all(
      rows.map(async (row) => ({ ...row, subject: await rowSubject(db, row.entity, { id: row.rowId }) })),
    );
  }, [db, userId]);
  return notices ?? [];
}

/** The user has read a notice: kept on this device only, the notice itself is the project's. */
export async function dismissConflictNotice(db: FitoutDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: dismissedKey, value: [...(await dismissedIds(db)), id] });
  });
}
