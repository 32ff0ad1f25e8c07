import type { TeamRole } from '../../../domain/access';
import { fromMutateResult, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/** What a manager may change of a member: the role, the activation, or both. */
export interface MemberChange {
  active?: boolean;
  role?: TeamRole;
}

/** A member's role or activation: a mutation, applied at once and synced (offline too). */
export async function updateMember(
  mutate: Mutate,
  userId: string,
  change: MemberChange,
): Promise<ActionResult> {
  return fromMutateResult(await mutate.teamMemberUpdate({ id: userId, ...change }));
}
