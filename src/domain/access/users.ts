import type { UserPatch } from '../auth/auth.schema';
import type { User } from '../entities/user.schema';
import type { ErrorCode } from '../errors';
import { clientRoles, exhaustive, referrerRoles, type ClientRole, type ReferrerRole } from '../enums';
import type { Actor } from '../mutators/transaction';
import { isAdmin, readsTeam } from './actors';

/** The signed-in user as permission rules see it (built by the server from the session). */
export type UserPrincipal = Omit<Extract<Actor, { kind: 'user' }>, 'kind'>;

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

/** A team: the users of one client, of one business referrer, or the office's own staff. */
export type Team =
  { kind: 'client'; clientId: string } | { kind: 'referrer'; referrerId: string } | { kind: 'office' };

/** The office's staff are all administrators: the back office has no other role (spec section 6). */
const officeRoles = ['admin'] as const;

/** The roles a member of each kind of team may hold (spec section 3). */
export const teamRoles = { client: clientRoles, referrer: referrerRoles, office: officeRoles } as const;
export type TeamRole = ClientRole | ReferrerRole;

export function isTeamRole(team: Team, role: string): boolean {
  const roles: readonly string[] = teamRoles[team.kind];
  return roles.includes(role);
}

/** The team a user belongs to; none for an unattached client or referrer user. */
export function teamOfUser(user: Pick<User, 'role' | 'clientId' | 'businessReferrerId'>): Team | null {
  if (user.role === 'admin') return { kind: 'office' };
  if (user.role === 'client' && user.clientId !== null) return { kind: 'client', clientId: user.clientId };
  if (user.role === 'business_referrer' && user.businessReferrerId !== null)
    return { kind: 'referrer', referrerId: user.businessReferrerId };
  return null;
}

/** The role a member holds in its team. */
export function teamRoleOf(
  user: Pick<User, 'clientRole' | 'businessReferrerRole'>,
  team: Team,
): TeamRole | null {
  switch (team.kind) {
    case 'client':
      return user.clientRole;
    case 'referrer':
      return user.businessReferrerRole;
    case 'office':
      return 'admin';
    default:
      return exhaustive(team);
  }
}

/**
 * Who manages a team (invites, roles, activation), spec sections 2 and 6: the office for every
 * team, its own staff included (`/admin/users`); a client's administrator its own client's
 * (`/team/{clientId}`); a referrer's admin its own referrer's (`/br/team`). A referrer's manager
 * reads the team but does not manage it.
 */
export function canManageTeam(actor: Actor, team: Team): boolean {
  if (actor.kind !== 'user') return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'client':
      return team.kind === 'client' && actor.clientId === team.clientId && actor.clientRole === 'admin';
    case 'business_referrer':
      return (
        team.kind === 'referrer' &&
        actor.businessReferrerId === team.referrerId &&
        actor.businessReferrerRole === 'admin'
      );
    default:
      return exhaustive(actor.role);
  }
}

/** A change of a member's role or activation, as the team page makes it. */
export interface TeamMemberChange {
  active?: boolean | undefined;
  role?: string | undefined;
}

/**
 * Whether `actor` may make `change` to `member`; null when allowed. Security: a member outside the
 * actor's teams reads as forbidden whether or not it exists. The rule that needs the whole team
 * (its last administrator stays) is the mutator's, which reads the team.
 */
export function teamMemberChangeRefusal(
  actor: Actor,
  member: Pick<User, 'id' | 'role' | 'clientId' | 'businessReferrerId'> | undefined,
  change: TeamMemberChange,
): ErrorCode | null {
  const team = member === undefined ? null : teamOfUser(member);
  if (member === undefined || team === null || !canManageTeam(actor, team)) return 'auth/forbidden';
  // Nobody deactivates their own account: it would lock them out with no way back in.
  if (actor.kind === 'user' && member.id === actor.userId && change.active === false) return 'auth/forbidden';
  if (change.role !== undefined && !isTeamRole(team, change.role)) return 'validation';
  return null;
}

/**
 * Whether `actor` may make `patch` to `member` through the API's `PATCH auth/{userId}`, a door onto
 * the team page's change: the office may change any field; anyone else only what the team page
 * changes (activation, names, the member's role in its team), under that page's own rule above.
 */
export function userPatchRefusal(
  actor: Actor,
  member: Pick<User, 'id' | 'role' | 'clientId' | 'businessReferrerId'> | undefined,
  patch: UserPatch,
): ErrorCode | null {
  if (actor.kind === 'user' && actor.role === 'admin' && member !== undefined)
    return member.id === actor.userId && patch.active === false ? 'auth/forbidden' : null;
  const roleField = member?.role === 'business_referrer' ? 'business_referrer_role' : 'client_role';
  const teamPageFields: readonly string[] = ['active', 'first_name', 'last_name', roleField];
  if (!Object.keys(patch).every((field) => teamPageFields.includes(field))) return 'auth/forbidden';
  const role = patch[roleField];
  // A member keeps a role in its team: no role is not one of the team's roles.
  return teamMemberChangeRefusal(actor, member, { active: patch.active, role: role === null ? '' : role });
}

/** Whether a member counts as one of its team's administrators (the one who manages it). */
export function isActiveTeamAdmin(
  user: Pick<User, 'active' | 'clientRole' | 'businessReferrerRole'>,
  team: Team,
): boolean {
  return user.active && teamRoleOf(user, team) === 'admin';
}

type TeamMember = Pick<User, 'id' | 'active' | 'clientRole' | 'businessReferrerRole'>;

/**
 * Whether `actor` changing `member` to `after` locks its team out: the team's own change leaves it
 * with no active administrator, and nobody but the office could manage it then. The office itself
 * is never held by this: support deactivates (and reactivates) any account, an individual client's
 * included, since the spec's account deletion goes through it. `teammates` are the team's members
 * (the member itself is skipped).
 */
export function locksTeamOut(
  actor: Actor,
  member: TeamMember,
  after: Omit<TeamMember, 'id'>,
  team: Team,
  teammates: readonly TeamMember[],
): boolean {
  return (
    !isAdmin(actor) &&
    isActiveTeamAdmin(member, team) &&
    !isActiveTeamAdmin(after, team) &&
    !teammates.some((user) => user.id !== member.id && isActiveTeamAdmin(user, team))
  );
}
