import type { CurrentUser } from '../domain/auth/auth.schema';
import type { Actor } from '../domain/mutators/transaction';

/** The actor the local store runs mutations as: the signed-in user, as `auth/me` describes it. */
export function actorFromCurrentUser(user: CurrentUser): Actor {
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
