import type { Project } from '../entities/project.schema';
import type { PurchaseOrder } from '../entities/purchase-order.schema';

/** What a row is bought for: its project, the project's client and order. */
export interface PurchaseAttribution {
  projectId: string;
  projectName: string;
  /** The project's Airtable operation number ('' when it has none). */
  operationNumber: string;
  clientName: string;
  /** The version of the project's purchase order in force (its latest); null before it has one. */
  purchaseOrderNumber: number | null;
  /** The calendar day (UTC, as the period is read) the office validated the order: YYYY-MM-DD. */
  validatedOn: string;
}

/** A project's attribution, for each of its rows. */
export function purchaseAttribution(
  project: Pick<Project, 'id' | 'name' | 'operationNumber' | 'validatedAt'>,
  clientName: string,
  purchaseOrderNumber: number | null,
): PurchaseAttribution {
  return {
    projectId: project.id,
    projectName: project.name,
    operationNumber: project.operationNumber,
    clientName,
    purchaseOrderNumber,
    validatedOn: project.validatedAt === null ? '' : new Date(project.validatedAt).toISOString().slice(0, 10),
  };
}

/** Each project's latest purchase order version. */
export function latestPurchaseOrders(
  orders: readonly Pick<PurchaseOrder, 'projectId' | 'number'>[],
): Map<string, number> {
  const latest = new Map<string, number>();
  for (const order of orders)
    latest.set(order.projectId, Math.max(order.number, latest.get(order.projectId) ?? 0));
  return latest;
}
