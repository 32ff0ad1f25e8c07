import { projectPartyRefusal, type ProjectParty } from '../access/projects';
import type { Project } from '../entities/project.schema';
import type { ClientStatus, ProjectStatus } from '../enums';
import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';

export { clientMayEdit } from './client-edit';

/** Every move of a project's workflow; only `projectTransition` changes status and clientStatus. */
export const projectActions = [
  'submit',
  'reopen',
  'markQuoted',
  'putInDraft',
  'acceptQuote',
  'validate',
  'complete',
] as const;
export type ProjectAction = (typeof projectActions)[number];

export type ProjectState = Pick<Project, 'status' | 'clientStatus'>;

export interface ProjectTransition {
  /** The states the move starts from: one of these statuses, and this client status when named. */
  from: { status: readonly ProjectStatus[]; clientStatus?: ClientStatus };
  to: Partial<ProjectState>;
  roles: readonly ProjectParty[];
}

/**
 * THE table of the workflow (spec section 4), read by the mutator, the client's buttons and the
 * office's editor alike. A client status "done" means submitted: the client hands its draft over,
 * and may take it back (reopen) until the office quotes it.
 */
export const projectTransitions = {
  submit: {
    from: { status: ['draft'], clientStatus: 'draft' },
    to: { clientStatus: 'done' },
    roles: ['client', 'admin'],
  },
  reopen: {
    from: { status: ['draft'], clientStatus: 'done' },
    to: { clientStatus: 'draft' },
    roles: ['client', 'admin'],
  },
  markQuoted: {
    from: { status: ['draft'], clientStatus: 'done' },
    to: { status: 'quotation' },
    roles: ['admin'],
  },
  // Handing back reopens the draft for the client, who submits it again.
  putInDraft: {
    from: { status: ['quotation', 'validation'] },
    to: { status: 'draft', clientStatus: 'draft' },
    roles: ['admin'],
  },
  acceptQuote: { from: { status: ['quotation'] }, to: { status: 'validation' }, roles: ['client', 'admin'] },
  validate: { from: { status: ['validation'] }, to: { status: 'validated' }, roles: ['admin'] },
  complete: { from: { status: ['validated'] }, to: { status: 'done' }, roles: ['admin'] },
} as const satisfies Record<ProjectAction, ProjectTransition>;

/** Whether the table lets `action` start from the project's state (who asks aside). */
export function transitionStartsFrom(state: ProjectState, action: ProjectAction): boolean {
  const from: ProjectTransition['from'] = projectTransitions[action].from;
  return (
    from.status.includes(state.status) &&
    (from.clientStatus === undefined || from.clientStatus === state.clientStatus)
  );
}

/**
 * Why the actor may not make the move now, or null. Who may comes first (a project the actor does
 * not see answers not_found, one it sees but may not move auth/forbidden), then the state: a move
 * the state does not allow is a conflict, as for any write against a stale state.
 */
export function transitionRefusal(
  actor: Actor,
  project: Project | undefined,
  action: ProjectAction,
): ErrorCode | null {
  const refusal = projectPartyRefusal(actor, project, projectTransitions[action].roles);
  if (refusal !== null || project === undefined) return refusal;
  return transitionStartsFrom(project, action) ? null : 'conflict';
}

/** The moves the actor may make on the project now, in the table's order: the screens' buttons. */
export function availableActions(actor: Actor, project: Project): ProjectAction[] {
  return projectActions.filter((action) => transitionRefusal(actor, project, action) === null);
}

/** The project after the move: the table's target state and the submission time it implies. */
export function transitionedProject<P extends ProjectState & Pick<Project, 'submittedAt' | 'validatedAt'>>(
  project: P,
  action: ProjectAction,
  now: string,
): P {
  const next = { ...project, ...projectTransitions[action].to };
  // submittedAt dates the client's current submission: set on submit, gone once back in its hands.
  const submittedAt = action === 'submit' ? now : next.clientStatus === 'draft' ? null : project.submittedAt;
  // validatedAt dates the purchase: the accounting export selects a period's lines by it.
  const validatedAt = action === 'validate' ? now : project.validatedAt;
  return { ...next, submittedAt, validatedAt };
}
