import { projectDeleteArgs } from '../../../domain/mutators/project-delete';
import { projectTransitionArgs } from '../../../domain/mutators/project-transition';
import type { ProjectAction } from '../../../domain/projects/status-machine';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/** One move of the status machine; the same pipeline as the server's refuses it with its reason. */
export async function moveProject(mutate: Mutate, id: string, action: ProjectAction): Promise<ActionResult> {
  const parsed = projectTransitionArgs.safeParse({ id, action });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.projectTransition(parsed.data));
}

/** Deletes the project with its rooms and lines. */
export async function deleteProject(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = projectDeleteArgs.safeParse({ id });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.projectDelete(parsed.data));
}
