import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CurrentUser } from '../../src/domain/auth/auth.schema';
import type { UserPrincipal } from '../../src/domain/access';
import type { ClientRole, ReferrerRole, UserRole } from '../../src/domain/enums';
import { uuidv7 } from '../../src/domain/ids';
import type { Db, Tx } from '../db/client';
import { businessReferrers, clients, passwordResetTokens, users } from '../db/schema';
import { nextVersion } from '../db/versions';
import { hashPassword } from './passwords';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export function principalOf(user: UserRow): UserPrincipal {
  return {
    userId: user.id,
    role: user.role,
    clientId: user.clientId,
    clientRole: user.clientRole,
    businessReferrerId: user.businessReferrerId,
    businessReferrerRole: user.businessReferrerRole,
  };
}

/** Users as the API shows them (`GET auth/me`, `GET auth/`), with their client and referrer. */
export async function toCurrentUsers(db: Db, rows: UserRow[]): Promise<CurrentUser[]> {
  const clientIds = [...new Set(rows.flatMap((u) => (u.clientId === null ? [] : [u.clientId])))];
  const referrerIds = [
    ...new Set(rows.flatMap((u) => (u.businessReferrerId === null ? [] : [u.businessReferrerId]))),
  ];
  const clientRows =
    clientIds.length === 0 ? [] : await db.select().from(clients).where(inArray(clients.id, clientIds));
  const referrerRows =
    referrerIds.length === 0
      ? []
      : await db.select().from(businessReferrers).where(inArray(businessReferrers.id, referrerIds));
  const clientById = new Map(clientRows.map((c) => [c.id, c.data]));
  const referrerById = new Map(referrerRows.map((r) => [r.id, r.data]));
  return rows.map((user) => {
    const client = user.clientId === null ? undefined : clientById.get(user.clientId);
    const referrer = user.businessReferrerId === null ? undefined : referrerById.get(user.businessReferrerId);
    return {
      _id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      role: user.role,
      active: user.active,
      client:
        client === undefined
          ? null
          : { _id: client.id, name: client.name, airtable_link: client.airtableLink },
      client_role: user.clientRole,
      business_referrer:
        referrer === undefined
          ? null
          : {
              _id: referrer.id,
              name: referrer.name,
              canAccessPurchaseOrder: referrer.canAccessPurchaseOrder,
            },
      business_referrer_role: user.businessReferrerRole,
    };
  });
}

export async function toCurrentUser(db: Db, row: UserRow): Promise<CurrentUser> {
  const [user] = await toCurrentUsers(db, [row]);
  if (user === undefined) throw new Error('toCurrentUsers lost a row');
  return user;
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  role: UserRole;
  clientId?: string | null;
  clientRole?: ClientRole | null;
  businessReferrerId?: string | null;
  businessReferrerRole?: ReferrerRole | null;
  /** Made by an invitation: "Invited" until its first sign-in. */
  invited?: boolean;
}

/** Inserts a user stamped with the transaction's change version; the email is stored lower-cased. */
export async function insertUser(tx: Tx, input: NewUser, now: Date, version?: number): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return insertUserWithHash(tx, input, passwordHash, now, version ?? (await nextVersion(tx)));
}

export async function insertUserWithHash(
  tx: Tx,
  input: Omit<NewUser, 'password'>,
  passwordHash: string,
  now: Date,
  version: number,
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      id: uuidv7(now.getTime()),
      version,
      email: input.email.trim().toLowerCase(),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? null,
      role: input.role,
      clientId: input.clientId ?? null,
      clientRole: input.clientRole ?? null,
      businessReferrerId: input.businessReferrerId ?? null,
      businessReferrerRole: input.businessReferrerRole ?? null,
      invited: input.invited ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('insert users returned no row');
  return row;
}

/**
 * Every password change goes through here. It retires each unused reset link of the user in the
 * same transaction: a link sent before the change (or beside a newer one already used) must not
 * set the password again. False when the user is missing, inactive or deleted.
 */
export async function setPasswordHash(
  tx: Tx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (user === undefined) return false;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return true;
}
