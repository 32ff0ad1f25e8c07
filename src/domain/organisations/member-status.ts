import type { User } from '../entities/user.schema';

/** What a list of people says of each one: never "active" for an invitation nobody has taken up. */
export const memberStatuses = ['invited', 'active', 'inactive'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A deactivated account reads as deactivated even if it was never used: it cannot be taken up. */
export function memberStatus(user: Pick<User, 'active' | 'invited'>): MemberStatus {
  if (!user.active) return 'inactive';
  return user.invited ? 'invited' : 'active';
}
