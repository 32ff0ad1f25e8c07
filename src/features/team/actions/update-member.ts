import type { TeamRole } from '../../../domain/access';
import { fromMutateResult, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/** A member's role or activation: a mutation, applied at once and synced (offline too). */
export async function updateMember(
  mutate: Mutate,
  userId: string,
  change: { active?: boolean; role?: TeamRole },
): Promise<ActionResult> {
  return fromMutateResult(await mutate.teamMemberUpdate({ id: userId, ...change }));
}
