import { z } from 'zod';
import { availabilityStatuses } from '../enums';

/** The stock state of each line of a project's latest purchase order, as the ERP tells it now. */
export const erpLineStatesSchema = z.object({
  purchaseOrderId: z.uuid(),
  refreshedAt: z.iso.datetime(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      availability: z.enum(availabilityStatuses),
      availabilityDate: z.iso.date().nullable(),
      availableQuantity: z.number().int().nullable(),
    }),
  ),
});
export type ErpLineStates = z.infer<typeof erpLineStatesSchema>;
