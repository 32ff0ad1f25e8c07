import type { Team, TeamRole } from '../../../domain/access';
import type { MemberStatus } from '../../../domain/organisations/member-status';
import type { ClientRole, ReferrerRole } from '../../../domain/enums';

/** Literal keys (checked in both languages by the locale test), never built from the value. */
const clientRoleLabelKeys = {
  admin: 'team:roles.client.admin',
  agent: 'team:roles.client.agent',
} as const satisfies Record<ClientRole, string>;

const referrerRoleLabelKeys = {
  admin: 'team:roles.referrer.admin',
  manager: 'team:roles.referrer.manager',
  agent: 'team:roles.referrer.agent',
} as const satisfies Record<ReferrerRole, string>;

/** The name of a role in a kind of team: a client's agent is its "project manager". */
export function roleLabelKey(kind: Team['kind'], role: TeamRole): string {
  if (kind === 'referrer') return referrerRoleLabelKeys[role];
  return role === 'manager' ? referrerRoleLabelKeys.manager : clientRoleLabelKeys[role];
}

/** The role an invitation offers first: the everyday one, as few people administer a team. */
export const defaultInviteRole = {
  client: 'agent',
  referrer: 'agent',
  office: 'admin',
} as const satisfies Record<Team['kind'], TeamRole>;

export const memberStatusLabelKeys = {
  invited: 'team:members.invited',
  active: 'team:members.active',
  inactive: 'team:members.inactive',
} as const satisfies Record<MemberStatus, string>;

export const inviteFieldLabelKeys = {
  first_name: 'team:invite.first_name',
  last_name: 'team:invite.last_name',
  email: 'team:invite.email',
} as const;
