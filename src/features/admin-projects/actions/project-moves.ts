import { uuidv7 } from '../../../domain/ids';
import type { PurchaseOrderMode } from '../../../domain/entities/purchase-order.schema';
import { projectDeleteArgs } from '../../../domain/mutators/project-delete';
import { projectTransitionArgs } from '../../../domain/mutators/project-transition';
import { projectValidateArgs } from '../../../domain/projects/admin-actions.schema';
import type { ProjectTransitionAction } from '../../../domain/projects/status-machine';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/** One move of the status machine; the same pipeline as the server's refuses it with its reason. */
export async function moveProject(
  mutate: Mutate,
  id: string,
  action: ProjectTransitionAction,
): Promise<ActionResult> {
  const parsed = projectTransitionArgs.safeParse({ id, action });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.projectTransition(parsed.data));
}

export type ValidateResult = ActionResult | { ok: false; datesConflict: true };

/**
 * Validates the project in one of the three modes: the purchase order and the verification
 * intervention get their ids here, so the office sees them at once, offline too. Merchandise
 * arriving after the installation is answered apart: the office may then force the validation.
 */
export async function validateProject(
  mutate: Mutate,
  id: string,
  mode: PurchaseOrderMode,
  force: boolean,
): Promise<ValidateResult> {
  const parsed = projectValidateArgs.safeParse({
    id,
    mode,
    purchaseOrderId: uuidv7(),
    interventionId: uuidv7(),
    force,
  });
  if (!parsed.success) return fromZodError(parsed.error);
  const result = await mutate.projectValidate(parsed.data);
  if (!result.ok && result.error.code === 'project/dates_conflict') return { ok: false, datesConflict: true };
  return fromMutateResult(result);
}

/** Deletes the project with its rooms and lines. */
export async function deleteProject(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = projectDeleteArgs.safeParse({ id });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.projectDelete(parsed.data));
}
