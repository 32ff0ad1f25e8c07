import { uuidv7 } from '../../../domain/ids';
import { projectCreateArgs } from '../../../domain/mutators/project-create';
import { fromMutateResult, fromZodError, type ActionFailure } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/**
 * Starts a project under the name given. The id is made here, so the project exists at once in
 * the local store, offline too, and the caller can open it before the server has heard of it.
 */
export async function createProject(
  mutate: Mutate,
  name: string,
): Promise<{ ok: true; projectId: string } | ActionFailure> {
  const parsed = projectCreateArgs.safeParse({ id: uuidv7(), name });
  if (!parsed.success) return fromZodError(parsed.error);
  const result = fromMutateResult(await mutate.projectCreate(parsed.data));
  return result.ok ? { ok: true, projectId: parsed.data.id } : result;
}
