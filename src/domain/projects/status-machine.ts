import { projectPartyRefusal, type ProjectParty } from '../access/projects';
import type { Project } from '../entities/project.schema';
import { projectStatuses, type ClientStatus, type ProjectStatus } from '../enums';
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
  'cancel',
] as const;
export type ProjectAction = (typeof projectActions)[number];

/**
 * The moves `projectTransition` makes. Validating also makes the purchase order and the
 * verification intervention, so it is its own mutator (projectValidate), under the same rule.
 */
export const projectTransitionActions = [
  'submit',
  'reopen',
  'markQuoted',
  'putInDraft',
  'acceptQuote',
  'complete',
  'cancel',
] as const satisfies readonly ProjectAction[];
export type ProjectTransitionAction = (typeof projectTransitionActions)[number];

export type ProjectState = Pick<Project, 'status' | 'clientStatus'>;

export interface ProjectTransition {
  /** The states the move starts from: one of these statuses, and this client status when named. */
  from: { status: readonly ProjectStatus[]; clientStatus?: ClientStatus };
  to: Partial<ProjectState>;
  roles: readonly ProjectParty[];
  /** Why the move is refused from these statuses, when a plain conflict would not say enough. */
  refusedFrom?: Partial<Record<ProjectStatus, ErrorCode>>;
}

/** Once ordered, a project cannot go back: its purchase order and intervention exist. */
const ordered = { validated: 'project/already_validated', done: 'project/already_validated' } as const;

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
    refusedFrom: ordered,
  },
  acceptQuote: { from: { status: ['quotation'] }, to: { status: 'validation' }, roles: ['client', 'admin'] },
  validate: {
    from: { status: ['validation'] },
    to: { status: 'validated' },
    roles: ['admin'],
    refusedFrom: ordered,
  },
  complete: { from: { status: ['validated'] }, to: { status: 'done' }, roles: ['admin'] },
  // With a warning on screen: a cancelled project moves no more.
  cancel: {
    from: { status: ['draft', 'quotation', 'validation', 'validated'] },
    to: { status: 'cancelled' },
    roles: ['admin'],
  },
} as const satisfies Record<ProjectAction, ProjectTransition>;

/** The office's other actions on a project (spec section 4): who may (the office), and from where. */
export const officeActions = [
  'regeneratePurchaseOrder',
  'recordUnavailability',
  'toggleBilling',
  'editLinePrices',
  'duplicate',
  'copyQuote',
  'toParentModule',
  'createComplementary',
] as const;
export type OfficeAction = (typeof officeActions)[number];

export interface OfficeActionRule {
  from: readonly ProjectStatus[];
  refusedFrom?: Partial<Record<ProjectStatus, ErrorCode>>;
}

const everyStatus = projectStatuses;
const unordered = {
  draft: 'purchase_order/none',
  quotation: 'purchase_order/none',
  validation: 'purchase_order/none',
} as const;

/**
 * THE table of the office's actions that read or change a project without moving its status.
 * Copies start from any project; what changes what is ordered stops once it is done or cancelled.
 */
export const officeActionRules = {
  // The purchase order exists from the validation; an installed project's order is history.
  regeneratePurchaseOrder: { from: ['validated'], refusedFrom: unordered },
  // The stock availability step comes before the validation and goes on until the installation.
  recordUnavailability: { from: ['validation', 'validated'] },
  // Prices follow the billing type until they are ordered.
  toggleBilling: { from: ['draft', 'quotation', 'validation'], refusedFrom: ordered },
  // The office's line fields (notes, price, VAT) make the quote: fixed once it is ordered.
  editLinePrices: { from: ['draft', 'quotation', 'validation'], refusedFrom: ordered },
  duplicate: { from: everyStatus },
  copyQuote: { from: everyStatus },
  toParentModule: { from: everyStatus },
  // Reserves or extras of a project that was ordered.
  createComplementary: { from: ['validated', 'done'] },
} as const satisfies Record<OfficeAction, OfficeActionRule>;

/** The refusal of a move or action the table does not start from the project's status. */
function statusRefusal(
  status: ProjectStatus,
  refusedFrom: Partial<Record<ProjectStatus, ErrorCode>> | undefined,
): ErrorCode {
  if (status === 'cancelled') return 'project/cancelled';
  return refusedFrom?.[status] ?? 'conflict';
}

/** Whether the move starts from this status at all, whatever the client status: the editor offers it. */
export function transitionFromStatus(status: ProjectStatus, action: ProjectAction): boolean {
  const from: ProjectTransition['from'] = projectTransitions[action].from;
  return from.status.includes(status);
}

/** Whether the table lets `action` start from the project's state (who asks aside). */
export function transitionStartsFrom(state: ProjectState, action: ProjectAction): boolean {
  const from: ProjectTransition['from'] = projectTransitions[action].from;
  return (
    transitionFromStatus(state.status, action) &&
    (from.clientStatus === undefined || from.clientStatus === state.clientStatus)
  );
}

/** The workflow's way forward (spec section 4), the statuses' own order; a cancelled project is off it. */
const forwardPath = projectStatuses.filter((status) => status !== 'cancelled');

/**
 * The move that takes a project in this status one step along the workflow (quote the draft,
 * accept the quote, validate, mark as installed): the office's next step. Null at its end.
 */
export function nextStepAction(status: ProjectStatus): ProjectAction | null {
  const at = forwardPath.findIndex((step) => step === status);
  const next = at < 0 ? undefined : forwardPath[at + 1];
  if (next === undefined) return null;
  const forward = (action: ProjectAction) => {
    const transition: ProjectTransition = projectTransitions[action];
    return transitionFromStatus(status, action) && transition.to.status === next;
  };
  return projectActions.find(forward) ?? null;
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
  const transition: ProjectTransition = projectTransitions[action];
  const refusal = projectPartyRefusal(actor, project, transition.roles);
  if (refusal !== null || project === undefined) return refusal;
  return transitionStartsFrom(project, action) ? null : statusRefusal(project.status, transition.refusedFrom);
}

/** Why the actor may not take the office action on the project now, or null (as transitionRefusal). */
export function officeActionRefusal(
  actor: Actor,
  project: Project | undefined,
  action: OfficeAction,
): ErrorCode | null {
  const refusal = projectPartyRefusal(actor, project, ['admin']);
  if (refusal !== null || project === undefined) return refusal;
  const rule: OfficeActionRule = officeActionRules[action];
  return officeActionFromStatus(project.status, action)
    ? null
    : statusRefusal(project.status, rule.refusedFrom);
}

/** Whether the office action starts from this status: the editor offers it. */
export function officeActionFromStatus(status: ProjectStatus, action: OfficeAction): boolean {
  const rule: OfficeActionRule = officeActionRules[action];
  return rule.from.includes(status);
}

/** The office actions the actor may take on the project now, in the table's order: the editor's buttons. */
export function availableOfficeActions(actor: Actor, project: Project): OfficeAction[] {
  return officeActions.filter((action) => officeActionRefusal(actor, project, action) === null);
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
