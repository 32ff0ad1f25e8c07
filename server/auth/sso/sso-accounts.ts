import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ErrorCode } from '../../../src/domain/errors';
import type { Db } from '../../db/client';
import { clients, ssoIdentities, users } from '../../db/schema';
import { nextVersion } from '../../db/versions';
import { hashPassword } from '../passwords';
import { randomToken } from '../tokens';
import { findUserByEmail, insertUserWithHash, type UserRow } from '../users';
import type { SsoPartnerConfig } from './sso-config';

/** Why a single sign-on did not sign anyone in: `code` is what the person reads, `reason` goes to the log. */
export class SsoFailure extends Error {
  readonly code: ErrorCode;
  constructor(
    code: 'sso/failed' | 'sso/email_taken' | 'auth/inactive',
    reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'SsoFailure';
    this.code = code;
  }
}

/**
 * Whether a partner's provider vouches for this account. Such an account signs in only through its
 * provider: no reset link, no password sign-in, so the partner removing someone ends their way in.
 */
export async function isSsoLinked(db: Db, userId: string): Promise<boolean> {
  const [link] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(eq(ssoIdentities.userId, userId))
    .limit(1);
  return link !== undefined;
}

const nameClaim = z.string().trim().max(100).optional().catch(undefined);

/** The claims Fitout reads; others are ignored. `email_verified` absent is taken as the provider's word. */
const personClaimsSchema = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().pipe(z.email()).optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  given_name: nameClaim,
  family_name: nameClaim,
  name: nameClaim,
});
type PersonClaims = z.infer<typeof personClaimsSchema>;

function namesOf(claims: PersonClaims, email: string): { firstName: string; lastName: string } {
  if (claims.given_name || claims.family_name)
    return { firstName: claims.given_name ?? '', lastName: claims.family_name ?? '' };
  const [first = '', ...rest] = (claims.name ?? '').split(/\s+/).filter((part) => part.length > 0);
  if (first !== '') return { firstName: first, lastName: rest.join(' ') };
  return { firstName: email.split('@')[0] ?? email, lastName: '' };
}

function refuseUnlessActive(user: UserRow): UserRow {
  if (!user.active || user.deletedAt !== null)
    throw new SsoFailure('auth/inactive', `user ${user.id} is deactivated in Fitout`);
  return user;
}

/**
 * The Fitout user a partner's provider vouches for. The provider's subject decides once linked;
 * the first time, the email finds an account of the partner's organisation to link or a new one is
 * made there with the partner's default role. An email that belongs to anyone outside the
 * partner's organisation is refused: merging would hand that account to the partner's provider.
 */
export async function ssoUser(
  db: Db,
  partner: SsoPartnerConfig,
  rawClaims: Record<string, unknown>,
  now: Date,
): Promise<UserRow> {
  const parsed = personClaimsSchema.safeParse(rawClaims);
  if (!parsed.success)
    throw new SsoFailure('sso/failed', 'the ID token lacks iss or sub', { cause: parsed.error });
  const claims = parsed.data;
  const identity = { issuer: claims.iss, subject: claims.sub };

  const [linked] = await db
    .select({ user: users })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.issuer, identity.issuer), eq(ssoIdentities.subject, identity.subject)))
    .limit(1);
  if (linked !== undefined) {
    refuseUnlessActive(linked.user);
    await db
      .update(ssoIdentities)
      .set({ lastSignInAt: now })
      .where(and(eq(ssoIdentities.issuer, identity.issuer), eq(ssoIdentities.subject, identity.subject)));
    return linked.user;
  }

  const email = claims.email;
  if (email === undefined) throw new SsoFailure('sso/failed', 'the provider gave no usable email');
  if (claims.email_verified === false)
    throw new SsoFailure('sso/failed', `the provider has not verified ${email}`);
  const existing = await findUserByEmail(db, email);
  if (existing !== undefined && existing.clientId !== partner.fitoutClientId)
    throw new SsoFailure(
      'sso/email_taken',
      `${email} belongs to user ${existing.id} outside client ${partner.fitoutClientId}`,
    );
  if (existing !== undefined) refuseUnlessActive(existing);

  const [organisation] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, partner.fitoutClientId), isNull(clients.deletedAt)))
    .limit(1);
  if (organisation === undefined)
    throw new SsoFailure(
      'sso/failed',
      `the configured Fitout client ${partner.fitoutClientId} does not exist`,
    );

  // Provisioned people sign in through their provider only: their password is a secret nobody holds
  // (a real hash, so a password attempt on their address takes as long as any other).
  const passwordHash = existing === undefined ? await hashPassword(randomToken()) : '';
  return db.transaction(async (tx) => {
    const user =
      existing ??
      (await insertUserWithHash(
        tx,
        {
          email,
          ...namesOf(claims, email),
          role: 'client',
          clientId: partner.fitoutClientId,
          clientRole: partner.clientRole,
        },
        passwordHash,
        now,
        await nextVersion(tx),
      ));
    await tx
      .insert(ssoIdentities)
      .values({ ...identity, ssoClient: partner.key, userId: user.id, createdAt: now, lastSignInAt: now });
    return user;
  });
}
