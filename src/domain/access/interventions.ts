import type { Project } from '../entities/project.schema';
import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';
import { isAdmin } from './actors';
import { canSeeProject } from './projects';

/**
 * Who may work on a purchase order's intervention (its step, its cards, their photos): admins, and
 * an installer whose link is for this purchase order. Security: for an installer, another purchase
 * order answers not_found, as if it did not exist; the row's absence is checked by the caller
 * first for the same reason.
 */
export function interventionWorkRefusal(actor: Actor, purchaseOrderId: string): ErrorCode | null {
  if (isAdmin(actor)) return null;
  if (actor.kind === 'installer') return actor.purchaseOrderId === purchaseOrderId ? null : 'not_found';
  return 'auth/forbidden';
}

/**
 * Who may read a photo's bytes: whoever sees its project. Decision: a client follows its project's
 * problems (the detail's "reserves" tab shows their photos), as the pull already gives it the rows.
 */
export function canReadAttachment(
  actor: Actor,
  project: Pick<Project, 'id' | 'clientId' | 'creatorId'>,
): boolean {
  return canSeeProject(actor, project);
}
