import { z } from 'zod';
import { centsSchema, rowBaseSchema } from './common.schema';

export const furnitureRangeItemSchema = z.object({
  furnitureId: z.uuid(),
  /** "Hearted": part of the range's core offer. */
  core: z.boolean().default(false),
});
export type FurnitureRangeItem = z.infer<typeof furnitureRangeItemSchema>;

export const furnitureRangeSchema = rowBaseSchema.extend({
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  note: z.string().max(5000).default(''),
  items: z
    .array(furnitureRangeItemSchema)
    .max(500)
    .refine((items) => items.some((item) => item.core), { error: 'range_needs_core' }),
  maxPriceCents: centsSchema.nullable().default(null),
  archived: z.boolean().default(false),
});
export type FurnitureRange = z.infer<typeof furnitureRangeSchema>;
