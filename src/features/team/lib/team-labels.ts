import type { TeamRole } from '../../../domain/access';
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
export function roleLabelKey(kind: 'client' | 'referrer', role: TeamRole): string {
  if (kind === 'referrer') return referrerRoleLabelKeys[role];
  return role === 'manager' ? referrerRoleLabelKeys.manager : clientRoleLabelKeys[role];
}

export const inviteFieldLabelKeys = {
  first_name: 'team:invite.first_name',
  last_name: 'team:invite.last_name',
  email: 'team:invite.email',
} as const;
