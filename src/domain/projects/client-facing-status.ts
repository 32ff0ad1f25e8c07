import type { Project } from '../entities/project.schema';
import { exhaustive } from '../enums';

/**
 * The states a client reads (spec section 4): its draft, the draft it submitted (client status done
 * while the back office has not quoted it yet), then the back office's stages.
 */
export const clientFacingStatuses = [
  'draft',
  'submitted',
  'quotation',
  'validation',
  'validated',
  'done',
  'cancelled',
] as const;
export type ClientFacingStatus = (typeof clientFacingStatuses)[number];

/** What the client reads of a project's state: a draft it submitted reads as submitted, not as a draft. */
export function clientFacingStatusOf(project: Pick<Project, 'status' | 'clientStatus'>): ClientFacingStatus {
  switch (project.status) {
    case 'draft':
      return project.clientStatus === 'done' ? 'submitted' : 'draft';
    case 'quotation':
    case 'validation':
    case 'validated':
    case 'done':
    case 'cancelled':
      return project.status;
    default:
      return exhaustive(project.status);
  }
}
