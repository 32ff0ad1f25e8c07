import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { ErrorCode } from '../errors';
import { projectWarnings, type WarnedFurniture } from './warnings';

export interface SubmitFacts {
  project: Pick<Project, 'projectType'>;
  lines: readonly Pick<PurchaseOrderLine, 'furnitureId'>[];
  furnitureById: ReadonlyMap<string, WarnedFurniture>;
  acknowledgedWarnings: boolean;
}

/** What a submission may be refused for, by the content of the draft (error codes, src/domain/errors.ts). */
export type SubmitRefusal = Extract<
  ErrorCode,
  'project/size_required' | 'project/empty' | 'project/warnings_not_acknowledged'
>;

/**
 * The field of the submit form each refusal is about, so a screen puts the message next to it
 * ('' is the form as a whole). The mutator refuses with the code alone.
 */
export const submitRefusalFields = {
  'project/size_required': 'projectType',
  'project/empty': '',
  'project/warnings_not_acknowledged': 'acknowledgedWarnings',
} as const satisfies Record<SubmitRefusal, string>;

/**
 * Why the draft's content cannot be submitted yet, or null: the office quotes by house size, an
 * empty draft has nothing to quote, and the client must have read the catalogue's warnings. The
 * screen asks it before sending; the mutator asks it again on both sides.
 */
export function submitRefusal(facts: SubmitFacts): SubmitRefusal | null {
  if (facts.project.projectType === null) return 'project/size_required';
  if (facts.lines.length === 0) return 'project/empty';
  if (!facts.acknowledgedWarnings && projectWarnings(facts.lines, facts.furnitureById).length > 0)
    return 'project/warnings_not_acknowledged';
  return null;
}
