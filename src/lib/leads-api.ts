import { leadPurchaseOrderSchema, type LeadPurchaseOrder } from '../domain/leads/lead-purchase-order.schema';
import { syncHealthSchema, type SyncHealth } from '../domain/sync/sync-health.schema';
import { apiFetch } from './api-client';

/** The reads that are not sync: a lead's purchase order (the server checks the referrer's setting). */
export async function fetchLeadPurchaseOrder(
  leadId: string,
  signal?: AbortSignal,
): Promise<LeadPurchaseOrder> {
  return leadPurchaseOrderSchema.parse(await apiFetch(`leads/${leadId}/purchase-order`, { signal }));
}

/** Each device's last change received by the server, for the office's dashboard. */
export async function fetchSyncHealth(signal?: AbortSignal): Promise<SyncHealth> {
  return syncHealthSchema.parse(await apiFetch('sync-health', { signal }));
}
