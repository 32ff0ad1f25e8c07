import type { Project } from '../../../domain/entities/project.schema';
import type { ErrorCode } from '../../../domain/errors';
import type { Actor } from '../../../domain/mutators/transaction';
import {
  missingGeneralFields,
  type GeneralRequirementFacts,
  type GeneralRequirementField,
} from '../../../domain/projects';
import {
  projectTransitions,
  transitionRefusal,
  type ProjectAction,
} from '../../../domain/projects/status-machine';

/** The workflow moves the office makes from its editor, in the order the bar shows them. */
export const officeMoves = [
  'markQuoted',
  'putInDraft',
  'acceptQuote',
  'validate',
  'complete',
  'cancel',
] as const satisfies readonly ProjectAction[];
export type OfficeMove = (typeof officeMoves)[number];

export type MoveState =
  | { move: OfficeMove; allowed: true }
  | {
      move: OfficeMove;
      allowed: false;
      code: ErrorCode;
      from: readonly Project['status'][];
      /** What the status it leads to needs and the project lacks (code project/general_incomplete). */
      missing: readonly GeneralRequirementField[];
    };

/**
 * Each office move with whether the status machine allows it now, and if not, its refusal and the
 * statuses it starts from: the bar shows a refused move with its reason rather than hiding it. A
 * move into a status whose general information the project lacks (the one rule, src/domain) is
 * refused too, naming the fields.
 */
export function officeMoveStates(
  actor: Actor,
  project: Project,
  facts: GeneralRequirementFacts,
): MoveState[] {
  return officeMoves.map((move): MoveState => {
    const from = projectTransitions[move].from.status;
    const code = transitionRefusal(actor, project, move);
    if (code !== null) return { move, allowed: false, code, from, missing: [] };
    const target: Partial<Project> = projectTransitions[move].to;
    const missing = missingGeneralFields(project, facts, target.status ?? project.status);
    return missing.length === 0
      ? { move, allowed: true }
      : { move, allowed: false, code: 'project/general_incomplete', from, missing };
  });
}
