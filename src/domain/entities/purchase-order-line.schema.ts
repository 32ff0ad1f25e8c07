import { z } from 'zod';
import { availabilityStatuses, problemStatuses } from '../enums';
import { centsSchema, rowBaseSchema } from './common.schema';
import { defaultVatRateBp, vatRateSchema } from './project.schema';

/**
 * A quote line, which becomes a purchase-order line once the project is validated. Exactly one of
 * furnitureId and moduleId is set: the line mutators enforce it.
 */
export const purchaseOrderLineSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  roomId: z.uuid(),
  furnitureId: z.uuid().nullable().default(null),
  moduleId: z.uuid().nullable().default(null),
  quantity: z.number().int().min(0).max(10_000),
  /** Unit price excluding VAT, before the client multiplier and the room multiplier. */
  unitPriceCents: centsSchema,
  vatRateBp: vatRateSchema.default(defaultVatRateBp),
  notes: z.string().max(5000).default(''),
  problem: z.string().max(2000).default(''),
  /** The furniture proposed instead when this one is unavailable. */
  replacementFurnitureId: z.uuid().nullable().default(null),
  availability: z.enum(availabilityStatuses).nullable().default(null),
  /** Expected date for bought/not bought items; remaining quantity for modified ones. */
  availabilityDate: z.iso.date().nullable().default(null),
  availableQuantity: z.number().int().min(0).nullable().default(null),
  problemStatus: z.enum(problemStatuses).default('none'),
  position: z.number().int().min(0).default(0),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;
