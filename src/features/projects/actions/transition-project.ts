import { projectTransitionArgs } from '../../../domain/mutators/project-transition';
import type { ProjectAction } from '../../../domain/projects/status-machine';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/**
 * Moves the project through the status machine (withdraw a submission, accept a quote): applied
 * at once on the device, queued while offline. Submitting has its own action, for its warnings.
 */
export async function transitionProject(
  mutate: Mutate,
  id: string,
  action: Exclude<ProjectAction, 'submit'>,
): Promise<ActionResult> {
  const parsed = projectTransitionArgs.safeParse({ id, action });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.projectTransition(parsed.data));
}
