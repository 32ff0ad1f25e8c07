import type { Project } from '../entities/project.schema';
import type { ProjectStatus } from '../enums';
import { missingGeneralFields, type GeneralRequirementFacts } from '../projects/general-requirements';
import { MutatorError } from './define-mutator';
import { getRow } from './rows';
import type { Transaction } from './transaction';

/** What the general-information rule weighs about the project's client, read in the change's transaction. */
export async function generalFacts(tx: Transaction, project: Project): Promise<GeneralRequirementFacts> {
  const client = await getRow(tx, 'clients', project.clientId);
  return { clientIsCompany: client?.isCompany ?? false };
}

/**
 * Refuses a move of `project` into `status` while it lacks what that status needs (the one rule,
 * src/domain/projects/general-requirements.ts): the office's bar refuses the same move with the same
 * fields, and a device that skipped it (an older build, a direct call) meets the same refusal here.
 */
export async function assertGeneralInformationFor(
  tx: Transaction,
  project: Project,
  status: ProjectStatus,
): Promise<void> {
  const missing = missingGeneralFields(project, await generalFacts(tx, project), status);
  if (missing.length > 0) throw new MutatorError('project/general_incomplete', missing.join(', '));
}
