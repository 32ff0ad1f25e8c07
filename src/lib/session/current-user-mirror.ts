import { currentUserSchema, type CurrentUser } from '../../domain/auth/auth.schema';
import type { FitoutDatabase } from '../../db/database';

const mirrorKey = 'currentUser';

/** The last user the server confirmed, kept so a reload with no network still signs the user in. */
export async function readCurrentUserMirror(db: FitoutDatabase): Promise<CurrentUser | null> {
  const row = await db.meta.get(mirrorKey);
  const parsed = currentUserSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function writeCurrentUserMirror(db: FitoutDatabase, user: CurrentUser): Promise<void> {
  await db.meta.put({ key: mirrorKey, value: user });
}
