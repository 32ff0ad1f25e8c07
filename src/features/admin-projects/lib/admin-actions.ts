import type { Project } from '../../../domain/entities/project.schema';
import type { ErrorCode } from '../../../domain/errors';
import type { Actor } from '../../../domain/mutators/transaction';
import {
  missingGeneralFields,
  nextStepAction,
  officeActionFromStatus,
  officeActionRefusal,
  projectDeleteRefusal,
  projectTransitions,
  transitionFromStatus,
  transitionRefusal,
  type GeneralRequirementFacts,
  type GeneralRequirementField,
  type OfficeAction,
  type ProjectAction,
} from '../../../domain/projects';

/** The workflow moves the office makes from its editor. */
export const officeMoves = [
  'markQuoted',
  'putInDraft',
  'acceptQuote',
  'validate',
  'complete',
  'cancel',
] as const satisfies readonly ProjectAction[];
export type OfficeMove = (typeof officeMoves)[number];

/** The office's other actions in the bar; recording a line's unavailability is done on the line. */
export const barActions = [
  'regeneratePurchaseOrder',
  'createComplementary',
  'toggleBilling',
  'duplicate',
  'copyQuote',
  'toParentModule',
] as const satisfies readonly OfficeAction[];
export type BarAction = (typeof barActions)[number];

/** Everything the editor's bar offers: the moves, the other actions, and deleting the project. */
export type BarItem = OfficeMove | BarAction | 'delete';

/** Why an offered item cannot run now, in the terms its words need. */
export type BarRefusal =
  | { reason: 'client' }
  | { reason: 'unsaved' }
  | { reason: 'missing'; fields: readonly GeneralRequirementField[] }
  | { reason: 'code'; code: ErrorCode };

export interface BarEntry {
  item: BarItem;
  refusal: BarRefusal | null;
}

/** The bar: the status's next step first, then a menu of the rest, in groups. */
export interface OfficeBar {
  primary: BarEntry | null;
  menu: BarEntry[][];
}

export interface BarFacts extends GeneralRequirementFacts {
  /** The general information has typed changes not saved: no move runs on the stored values. */
  unsaved: boolean;
  purchaseOrderCount: number;
}

/** The menu's groups: the workflow's other moves, the other actions, then those that end a project. */
const menuGroups = [
  ['markQuoted', 'putInDraft', 'acceptQuote', 'validate', 'complete'],
  barActions,
  ['cancel', 'delete'],
] as const satisfies readonly (readonly BarItem[])[];

const isMove = (item: BarItem): item is OfficeMove => officeMoves.some((move) => move === item);

/**
 * Whether a move can run now. Its status fits (it is offered): a plain conflict is the client
 * status (the draft is not submitted). Typed, unsaved general information stops every move but the
 * cancellation, which reads none of it; a move into a status whose general information the project
 * lacks names the fields (the one rule, src/domain).
 */
function moveRefusal(actor: Actor, project: Project, move: OfficeMove, facts: BarFacts): BarRefusal | null {
  const code = transitionRefusal(actor, project, move);
  if (code === 'conflict') return { reason: 'client' };
  if (code !== null) return { reason: 'code', code };
  if (facts.unsaved && move !== 'cancel') return { reason: 'unsaved' };
  const target: Partial<Project> = projectTransitions[move].to;
  const missing = missingGeneralFields(project, facts, target.status ?? project.status);
  return missing.length === 0 ? null : { reason: 'missing', fields: missing };
}

/** The item's state, or null when the project's status does not offer it at all. */
function entry(actor: Actor, project: Project, item: BarItem, facts: BarFacts): BarEntry | null {
  const refused = (code: ErrorCode | null) => (code === null ? null : { reason: 'code' as const, code });
  if (item === 'delete') return { item, refusal: refused(projectDeleteRefusal(facts.purchaseOrderCount)) };
  if (isMove(item))
    return transitionFromStatus(project.status, item)
      ? { item, refusal: moveRefusal(actor, project, item, facts) }
      : null;
  return officeActionFromStatus(project.status, item)
    ? { item, refusal: refused(officeActionRefusal(actor, project, item)) }
    : null;
}

/**
 * What the editor's bar shows: only what the project's status offers, the move one step forward
 * (the domain's next step) as the primary action, the rest in the menu. An offered item that
 * cannot run now keeps its place with its refusal, said where it is asked for.
 */
export function officeBar(actor: Actor, project: Project, facts: BarFacts): OfficeBar {
  const next = nextStepAction(project.status);
  const primaryItem = officeMoves.find((move) => move === next);
  const primary = primaryItem === undefined ? null : entry(actor, project, primaryItem, facts);
  const menu = menuGroups
    .map((group) =>
      group.flatMap((item) => {
        const state = item === primaryItem ? null : entry(actor, project, item, facts);
        return state === null ? [] : [state];
      }),
    )
    .filter((group) => group.length > 0);
  return { primary, menu };
}
