import type { Project } from '../../../../domain/entities/project.schema';
import type { Actor } from '../../../../domain/mutators/transaction';
import {
  availableActions,
  type ProjectAction,
  type projectTransitions,
} from '../../../../domain/projects/status-machine';
import { followUpActionKeys } from './labels';

/** The moves the status machine gives the client (the office's alone are on its own screens). */
type ClientAction = {
  [A in ProjectAction]: 'client' extends (typeof projectTransitions)[A]['roles'][number] ? A : never;
}[ProjectAction];

/**
 * The client's moves on its follow-up page: all of them but submitting, which happens in the draft
 * flow with its warnings. Derived from the table, so a new client move fails to compile until it has
 * its texts.
 */
export type FollowUpAction = Exclude<ClientAction, 'submit'>;

function isFollowUpAction(action: ProjectAction): action is FollowUpAction {
  return action in followUpActionKeys;
}

/** The client's moves the actor may make on the project now, in the table's order. */
export function followUpActions(actor: Actor, project: Project): FollowUpAction[] {
  return availableActions(actor, project).filter(isFollowUpAction);
}
