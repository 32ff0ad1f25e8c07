import { z } from 'zod';
import { rowBaseSchema } from './common.schema';

export const businessReferrerSchema = rowBaseSchema.extend({
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  /** Whether the referrer's agents may open their leads' purchase orders. */
  canAccessPurchaseOrder: z.boolean().default(false),
  /** The furniture modules its leads may be offered (`/admin/referrers/{id}/modules`). */
  moduleIds: z.array(z.uuid()).max(2000).default([]),
});
export type BusinessReferrer = z.infer<typeof businessReferrerSchema>;
