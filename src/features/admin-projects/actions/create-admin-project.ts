import { uuidv7 } from '../../../domain/ids';
import { projectCreateArgs } from '../../../domain/mutators/project-create';
import { fromMutateResult, fromZodError, type ActionFailure } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

export interface NewAdminProject {
  name: string;
  clientId: string;
  /** The project manager: a user of the client. */
  creatorId: string;
}

/**
 * Starts a project for a client and its project manager. The id is made here, so the office opens
 * the editor at once, offline too; field messages come back by field name.
 */
export async function createAdminProject(
  mutate: Mutate,
  form: NewAdminProject,
): Promise<{ ok: true; projectId: string } | ActionFailure> {
  const parsed = projectCreateArgs.safeParse({
    id: uuidv7(),
    name: form.name,
    clientId: form.clientId || undefined,
    creatorId: form.creatorId || undefined,
  });
  if (!parsed.success) return fromZodError(parsed.error);
  const result = fromMutateResult(await mutate.projectCreate(parsed.data));
  return result.ok ? { ok: true, projectId: parsed.data.id } : result;
}
