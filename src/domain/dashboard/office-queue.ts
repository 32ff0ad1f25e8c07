import type { VerificationCard } from '../entities/intervention.schema';
import type { Lead } from '../entities/lead.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { AvailabilityStatus } from '../enums';

/**
 * What needs the office now (`/admin/dashboard`): pure functions over the synced rows, so the lists
 * follow every change of the local store live, offline too.
 */

type QueueProject = Pick<
  Project,
  'id' | 'name' | 'status' | 'clientStatus' | 'submittedAt' | 'updatedAt' | 'dates' | 'estimatedDates'
>;

/** Quotes waiting for the office: drafts the client submitted (to quote), quotes it accepted (to validate). */
export function waitingQuotes<P extends QueueProject>(projects: readonly P[]): P[] {
  return projects
    .filter(
      (project) =>
        (project.status === 'draft' && project.clientStatus === 'done') || project.status === 'validation',
    )
    .sort((a, b) => (a.submittedAt ?? a.updatedAt).localeCompare(b.submittedAt ?? b.updatedAt));
}

/** The statuses of an order: validated, or being validated after the client accepted the quote. */
export const orderStatuses = ['validation', 'validated'] as const;

/** Availabilities that leave a line short for the installation (spec section 4). */
export const shortAvailabilities: ReadonlySet<AvailabilityStatus> = new Set([
  'unavailable',
  'not_found_in_erp',
  'quantity_modified',
]);

export interface OrderIssue<P> {
  project: P;
  /** Lines whose furniture is unavailable, missing from the ERP order or short. */
  unavailableLines: number;
  /** Merchandise expected after the first installation day. */
  dateConflict: boolean;
}

type QueueLine = Pick<PurchaseOrderLine, 'projectId' | 'quantity' | 'availability' | 'availabilityDate'>;

/**
 * Orders (validated or being validated) with unavailable lines or a date conflict: a line or the
 * delivery expected after the installation's start (spec section 4, "incompatible dates").
 */
export function orderIssues<P extends QueueProject>(
  projects: readonly P[],
  lines: readonly QueueLine[],
): OrderIssue<P>[] {
  const orders = new Map(
    projects
      .filter((project) => (orderStatuses as readonly string[]).includes(project.status))
      .map((project) => [project.id, { project, unavailableLines: 0, dateConflict: false }]),
  );
  for (const order of orders.values()) {
    const { start } = order.project.dates;
    const delivery = order.project.estimatedDates.delivery;
    if (start !== null && delivery !== null && delivery > start) order.dateConflict = true;
  }
  for (const line of lines) {
    const order = orders.get(line.projectId);
    if (order === undefined || line.quantity === 0) continue;
    if (line.availability !== null && shortAvailabilities.has(line.availability)) order.unavailableLines += 1;
    const { start } = order.project.dates;
    if (start !== null && line.availabilityDate !== null && line.availabilityDate > start)
      order.dateConflict = true;
  }
  return [...orders.values()]
    .filter((order) => order.unavailableLines > 0 || order.dateConflict)
    .sort((a, b) => (a.project.dates.start ?? '9999').localeCompare(b.project.dates.start ?? '9999'));
}

/** Interventions (by purchase order) whose verification found problems, the most problems first. */
export function interventionProblems(
  cards: readonly Pick<VerificationCard, 'projectId' | 'problemStatus'>[],
): { projectId: string; problems: number }[] {
  const counts = new Map<string, number>();
  for (const card of cards)
    if (card.problemStatus !== 'none') counts.set(card.projectId, (counts.get(card.projectId) ?? 0) + 1);
  return [...counts]
    .map(([projectId, problems]) => ({ projectId, problems }))
    .sort((a, b) => b.problems - a.problems);
}

/** Leads nobody has contacted yet, oldest first: the ones waiting longest. */
export function newLeads<L extends Pick<Lead, 'referralStatus' | 'createdAt'>>(leads: readonly L[]): L[] {
  return leads
    .filter((lead) => lead.referralStatus === 'pending')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
