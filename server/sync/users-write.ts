import { eq, sql } from 'drizzle-orm';
import { userSchema, type User } from '../../src/domain/entities/user.schema';
import { revokeUserSessions } from '../auth/sessions';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { rowsOf } from './sql-rows';
import { userColumns, userFromColumns, type UserColumnsRow } from './users-projection';

/**
 * Users live in the auth table (beside their secrets), so a mutator's write of a user goes to its
 * columns: only what a team page changes (role in the team, activation, names), never the kind of
 * account, its email or its team, whatever the body says.
 */
export async function writeUser(
  tx: Tx,
  before: User,
  row: Record<string, unknown>,
  version: number,
  now: string,
) {
  const user = userSchema.parse(row);
  const at = new Date(now);
  await tx
    .update(users)
    .set({
      version,
      updatedAt: at,
      firstName: user.firstName,
      lastName: user.lastName,
      active: user.active,
      clientRole: user.clientRole,
      businessReferrerRole: user.businessReferrerRole,
    })
    .where(eq(users.id, before.id));
  await signOutIfDeactivated(tx, before, user.active, at);
}

/** A deactivated user is signed out everywhere at once, in the change's transaction, not when their sessions expire. */
export async function signOutIfDeactivated(
  tx: Tx,
  before: Pick<User, 'id' | 'active'>,
  activeAfter: boolean,
  at: Date,
): Promise<void> {
  if (before.active && !activeAfter) await revokeUserSessions(tx, before.id, at);
}

/** The users of one team, by `clientId` or `businessReferrerId`, in the entity's shape. */
export async function queryUsers(tx: Tx, field: string, value: string): Promise<User[]> {
  const column =
    field === 'clientId' ? users.clientId : field === 'businessReferrerId' ? users.businessReferrerId : null;
  if (column === null) throw new Error(`users are not indexed on ${field}`);
  const found = rowsOf<UserColumnsRow>(
    await tx.execute(
      sql`select ${userColumns} from ${users} where ${column} = ${value} and ${users.deletedAt} is null order by ${users.id}`,
    ),
  );
  return found.map(userFromColumns);
}
