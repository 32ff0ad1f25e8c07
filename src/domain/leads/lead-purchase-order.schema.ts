import { z } from 'zod';
import { projectStatuses } from '../enums';

export const leadParamsSchema = z.object({ leadId: z.uuid() });

/**
 * `GET /api/v1/leads/{leadId}/purchase-order`: the purchase order a lead became, read only, as a
 * referrer's agent may see it when its referrer's `canAccessPurchaseOrder` is on. No price and no
 * back-office field: the referrer follows what was ordered, not what it cost.
 */
export const leadPurchaseOrderSchema = z.object({
  project: z.object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(projectStatuses),
    city: z.string(),
  }),
  lines: z.array(
    z.object({
      id: z.uuid(),
      room: z.string(),
      item: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type LeadPurchaseOrder = z.infer<typeof leadPurchaseOrderSchema>;
