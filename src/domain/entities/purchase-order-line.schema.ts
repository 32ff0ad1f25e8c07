import { z } from 'zod';
import { availabilityStatuses, problemStatuses } from '../enums';
import { centsSchema, rowBaseSchema } from './common.schema';
import { defaultVatRateBp, vatRateSchema } from './project.schema';

/** Spec section 4's unavailability changes, recorded by the office on a quote line before ordering. */
export const unavailabilityChanges = ['replace', 'reduce', 'remove'] as const;
export type UnavailabilityChange = (typeof unavailabilityChanges)[number];

/**
 * What the office orders instead of the quoted line: the quoted furniture, quantity and price stay
 * on the line as the client accepted them; the purchase order applies the change, and a copy of the
 * quote leaves it out.
 */
export const lineUnavailabilitySchema = z.object({
  change: z.enum(unavailabilityChanges),
  /** replace: the furniture ordered instead, with its catalogue price (at cost) when recorded. */
  furnitureId: z.uuid().nullable().default(null),
  unitPriceCents: centsSchema.nullable().default(null),
  /** reduce: the quantity ordered instead, per copy of the room. */
  quantity: z.number().int().min(0).max(10_000).nullable().default(null),
});
export type LineUnavailability = z.infer<typeof lineUnavailabilitySchema>;

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
  unavailability: lineUnavailabilitySchema.nullable().default(null),
  /** The project's negotiated pack this line came with: the pack's price includes it (src/domain/pricing). */
  packId: z.uuid().nullable().default(null),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;
