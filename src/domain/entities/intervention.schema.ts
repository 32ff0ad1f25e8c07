import { z } from 'zod';
import { interventionSteps, problemStatuses } from '../enums';
import { rowBaseSchema } from './common.schema';

/** An intervention works on one purchase order, identified by its project id. */
export const interventionSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  step: z.enum(interventionSteps).default('verification'),
  scheduledAt: z.iso.datetime().nullable().default(null),
  notes: z.string().max(5000).default(''),
});
export type Intervention = z.infer<typeof interventionSchema>;

export const verificationCardSchema = rowBaseSchema.extend({
  /** Denormalised from the intervention so scopes and installer tokens filter without a join. */
  projectId: z.uuid(),
  interventionId: z.uuid(),
  lineId: z.uuid(),
  quantityAsked: z.number().int().min(0).max(10_000),
  quantityChecked: z.number().int().min(0).max(10_000).default(0),
  checked: z.boolean().default(false),
  returnedToWarehouse: z.boolean().default(false),
  notes: z.string().max(5000).default(''),
  problemStatus: z.enum(problemStatuses).default('none'),
});
export type VerificationCard = z.infer<typeof verificationCardSchema>;
