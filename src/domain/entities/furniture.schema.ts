import { z } from 'zod';
import { availabilityStatuses } from '../enums';
import { centsSchema, rowBaseSchema } from './common.schema';

export const furnitureSchema = rowBaseSchema.extend({
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  /** The name clients see, when it differs from the internal one. */
  clientName: z.string().max(200).default(''),
  sku: z.string().max(80).default(''),
  supplierSku: z.string().max(80).default(''),
  supplier: z.string().max(120).default(''),
  categoryId: z.uuid().nullable().default(null),
  barcode: z.string().max(64).default(''),
  description: z.string().max(5000).default(''),
  /** Image URLs; the first is the thumbnail. */
  images: z.array(z.string().max(1000)).max(20).default([]),
  url: z.string().max(1000).default(''),
  erpLink: z.string().max(1000).default(''),
  priceExclVatCents: centsSchema,
  priceInclVatCents: centsSchema,
  note: z.string().max(5000).default(''),
  warningEn: z.string().max(2000).default(''),
  warningFr: z.string().max(2000).default(''),
  /** Hidden from the name search (still usable in existing lines). */
  isDisabled: z.boolean().default(false),
  archived: z.boolean().default(false),
  availability: z.enum(availabilityStatuses).default('available_in_warehouse'),
  stockQuantity: z.number().int().min(0).default(0),
});
export type Furniture = z.infer<typeof furnitureSchema>;
