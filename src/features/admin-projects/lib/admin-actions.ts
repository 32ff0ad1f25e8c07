import type { Project } from '../../../domain/entities/project.schema';
import type { ErrorCode } from '../../../domain/errors';
import type { Actor } from '../../../domain/mutators/transaction';
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
  | { move: OfficeMove; allowed: false; code: ErrorCode; from: readonly Project['status'][] };

/**
 * Each office move with whether the status machine allows it now, and if not, its refusal and the
 * statuses it starts from: the bar shows a refused move with its reason rather than hiding it.
 */
export function officeMoveStates(actor: Actor, project: Project): MoveState[] {
  return officeMoves.map((move) => {
    const code = transitionRefusal(actor, project, move);
    return code === null
      ? { move, allowed: true }
      : { move, allowed: false, code, from: projectTransitions[move].from.status };
  });
}
