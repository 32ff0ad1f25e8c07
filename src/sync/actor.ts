import { actorOfUser } from '../domain/access';
import type { CurrentUser } from '../domain/auth/auth.schema';
import type { Actor } from '../domain/mutators/transaction';

/** The actor the local store runs mutations as: the signed-in user, as `auth/me` describes it. */
export function actorFromCurrentUser(user: CurrentUser): Actor {
  return actorOfUser(user);
}
