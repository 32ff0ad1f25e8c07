import type { UserPatch } from '../auth/auth.schema';
import type { User } from '../entities/user.schema';
import { exhaustive } from '../enums';
import type { Actor } from '../mutators/transaction';
import { readsTeam } from './actors';

/** The signed-in user as permission rules see it (built by the server from the session). */
export type UserPrincipal = Omit<Extract<Actor, { kind: 'user' }>, 'kind'>;

/** The user a rule is asked about. */
export interface UserTarget {
  userId: string;
  clientId: string | null;
}

/**
 * Which users a principal may list: everyone, one client's team, one referrer's team, or nobody.
 * The REST list and the pull (server/sync/scope.ts) apply this same rule (tests tie them).
 * Decision: a referrer's manager sees the team as its admin does, because the dashboard it opens
 * names the agent of every lead; only the admin manages the team.
 */
export type UserListScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: string }
  | { kind: 'referrer'; referrerId: string }
  | { kind: 'none' };

export function userListScope(principal: UserPrincipal): UserListScope {
  if (!readsTeam(principal)) return { kind: 'none' };
  switch (principal.role) {
    case 'admin':
      return { kind: 'all' };
    case 'client':
      return principal.clientId === null
        ? { kind: 'none' }
        : { kind: 'client', clientId: principal.clientId };
    case 'business_referrer':
      return principal.businessReferrerId === null
        ? { kind: 'none' }
        : { kind: 'referrer', referrerId: principal.businessReferrerId };
    default:
      return exhaustive(principal.role);
  }
}

/** Who receives a user's row: the user itself, and whoever may list the user's team. */
export function canSeeUser(
  actor: Actor,
  user: Pick<User, 'id' | 'clientId' | 'businessReferrerId'>,
): boolean {
  // Installers are not users: they read no one.
  if (actor.kind === 'installer') return false;
  if (user.id === actor.userId) return true;
  const scope = userListScope(actor);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'client':
      return user.clientId === scope.clientId;
    case 'referrer':
      return user.businessReferrerId === scope.referrerId;
    case 'none':
      return false;
  }
}

/** Fields a client admin may change on a team member: activation and names, nothing that grants access. */
export const clientAdminPatchableFields = [
  'active',
  'first_name',
  'last_name',
] as const satisfies readonly (keyof UserPatch)[];

export type UserPatchDecision = 'allowed' | 'forbidden';

export function canPatchUser(
  principal: UserPrincipal,
  target: UserTarget,
  patch: UserPatch,
): UserPatchDecision {
  // Nobody deactivates their own account: it would lock them out with no way back in.
  if (target.userId === principal.userId && patch.active === false) return 'forbidden';
  const scope = userListScope(principal);
  switch (scope.kind) {
    case 'all':
      return 'allowed';
    case 'client': {
      if (target.clientId !== scope.clientId) return 'forbidden';
      const allowed: readonly string[] = clientAdminPatchableFields;
      return Object.keys(patch).every((field) => allowed.includes(field)) ? 'allowed' : 'forbidden';
    }
    case 'referrer':
    case 'none':
      return 'forbidden';
  }
}
