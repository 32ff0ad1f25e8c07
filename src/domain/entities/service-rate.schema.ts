import { z } from 'zod';
import { projectOptionKeys, serviceRules } from '../catalogue/services';
import { centsSchema, rowBaseSchema } from './common.schema';
import { vatRateSchema } from './project.schema';

/**
 * The office's price of one service (a project option), kept with the catalogue: one row per key,
 * at its fixed id (serviceRateIds). `priceCents` is the client's price excl. VAT, per unit of the
 * rule (ignored when included); a rented project pays it by the month like everything else.
 */
export const serviceRateSchema = rowBaseSchema.extend({
  key: z.enum(projectOptionKeys),
  rule: z.enum(serviceRules),
  priceCents: centsSchema,
  vatRateBp: vatRateSchema,
});
export type ServiceRate = z.infer<typeof serviceRateSchema>;
