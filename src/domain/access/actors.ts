import type { CurrentUser } from '../auth/auth.schema';
import type { Actor } from '../mutators/transaction';
import type { ErrorCode } from '../errors';
import { exhaustive } from '../enums';
import type { UserPrincipal } from './users';

/** The signed-in user, as `auth/me` describes it, as the actor every rule is asked about. */
export function actorOfUser(user: CurrentUser): Extract<Actor, { kind: 'user' }> {
  return {
    kind: 'user',
    userId: user._id,
    role: user.role,
    clientId: user.client?._id ?? null,
    clientRole: user.client_role,
    businessReferrerId: user.business_referrer?._id ?? null,
    businessReferrerRole: user.business_referrer_role,
  };
}

/** Spec section 6: admins run the back office, so every write is theirs. */
export function isAdmin(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'admin';
}

export function adminOnly(actor: Actor): ErrorCode | null {
  return isAdmin(actor) ? null : 'auth/forbidden';
}

/**
 * Spec section 6: who reads its whole organisation's rows (team projects, team leads, the team's
 * members), not only its own: a client's administrator, a referrer's admin and its manager (whose
 * dashboard shows every lead of the referrer and names each lead's agent).
 */
export function readsTeam(principal: Omit<UserPrincipal, 'userId'>): boolean {
  switch (principal.role) {
    case 'admin':
      return true;
    case 'client':
      return principal.clientId !== null && principal.clientRole === 'admin';
    case 'business_referrer':
      return (
        principal.businessReferrerId !== null &&
        (principal.businessReferrerRole === 'admin' || principal.businessReferrerRole === 'manager')
      );
    default:
      return exhaustive(principal.role);
  }
}
