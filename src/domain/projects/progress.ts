import type { Intervention, VerificationCard } from '../entities/intervention.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import { exhaustive } from '../enums';

/** The six client-facing progress messages of spec section 4, in the order a project meets them. */
export const progressMessages = [
  'projectSubmitted',
  'quoteToValidate',
  'projectInProgress',
  'interventionPlanned',
  'furnishingCompleted',
  'reservesInProgress',
] as const;
export type ProgressMessage = (typeof progressMessages)[number];

export type ProgressState = 'done' | 'current' | 'upcoming';

/** Where a problem is recorded: an installer's verification card, or the order line itself. */
export type Finding = Pick<VerificationCard | PurchaseOrderLine, 'problemStatus'>;

export interface ClientProgress {
  /** null while the client is still drafting (nothing submitted yet). */
  current: ProgressMessage | null;
  steps: Array<{ message: ProgressMessage; state: ProgressState }>;
}

/**
 * Where the client's project stands, from its workflow state and what the office has planned:
 *   draft, not submitted               → none (the client is drafting)
 *   draft, submitted (clientStatus done) → projectSubmitted
 *   quotation                          → quoteToValidate (the quote waits for the client)
 *   validation, validated              → projectInProgress (accepted, being prepared), or
 *                                        interventionPlanned once an intervention exists or its
 *                                        estimated date is set
 *   done, or every intervention done   → furnishingCompleted, or reservesInProgress while a
 *                                        finding has a problem: the installers' verification
 *                                        cards (what they record on site) or a line's own
 * Reserves are a step only when there are some: a project without problems ends at
 * furnishingCompleted.
 */
export function clientProgress(
  project: Pick<Project, 'status' | 'clientStatus' | 'estimatedDates'>,
  interventions: readonly Pick<Intervention, 'step'>[],
  findings: readonly Finding[],
): ClientProgress {
  const current = currentMessage(project, interventions, findings);
  const shown = progressMessages.filter(
    (message) => message !== 'reservesInProgress' || current === 'reservesInProgress',
  );
  const reached = current === null ? -1 : shown.indexOf(current);
  return {
    current,
    steps: shown.map((message, index) => ({
      message,
      state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
    })),
  };
}

function currentMessage(
  project: Pick<Project, 'status' | 'clientStatus' | 'estimatedDates'>,
  interventions: readonly Pick<Intervention, 'step'>[],
  findings: readonly Finding[],
): ProgressMessage | null {
  // A reserve stays open until its problem status is back to none.
  const finished = findings.some((finding) => finding.problemStatus !== 'none')
    ? 'reservesInProgress'
    : 'furnishingCompleted';
  switch (project.status) {
    case 'draft':
      return project.clientStatus === 'done' ? 'projectSubmitted' : null;
    case 'quotation':
      return 'quoteToValidate';
    case 'validation':
    case 'validated': {
      // The installers may close their interventions before the office completes the project.
      if (interventions.length > 0 && interventions.every((intervention) => intervention.step === 'done'))
        return finished;
      const planned = interventions.length > 0 || project.estimatedDates.intervention !== null;
      return planned ? 'interventionPlanned' : 'projectInProgress';
    }
    case 'done':
      return finished;
    // A cancelled project has no progress to show its client.
    case 'cancelled':
      return null;
    default:
      return exhaustive(project.status);
  }
}
