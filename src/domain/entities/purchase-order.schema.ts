import { z } from 'zod';
import { centsSchema, rowBaseSchema } from './common.schema';
import { unavailabilityChanges } from './purchase-order-line.schema';
import { vatRateSchema } from './project.schema';
import { roomSchema } from './room.schema';

/** Spec section 4: validate normally, without registering in the ERP, or as dropshipping. */
export const purchaseOrderModes = ['normal', 'withoutErp', 'dropshipping'] as const;
export type PurchaseOrderMode = (typeof purchaseOrderModes)[number];

/** What made the version: the project's validation (version 1) or a regeneration. */
export const purchaseOrderReasons = ['validate', 'regenerate'] as const;
export type PurchaseOrderReason = (typeof purchaseOrderReasons)[number];

/**
 * One ordered line, as it was when the version was made: names, reference, quantity and price are
 * copied, so a later edit of the quote or the catalogue never changes what was ordered.
 */
export const purchaseOrderItemSchema = z.object({
  /** The quote line it comes from (its id also keys the verification card). */
  lineId: z.uuid(),
  roomId: z.uuid(),
  roomName: z.string().max(100),
  /** The room's default kind when it was ordered, so each reader sees it in their language. */
  roomKind: roomSchema.shape.kind,
  /** What is ordered: the quoted furniture, or the replacement when the line's change replaced it. */
  furnitureId: z.uuid().nullable(),
  moduleId: z.uuid().nullable(),
  name: z.string().max(200),
  sku: z.string().max(80),
  /** The ordered quantity: the line's quantity (or the reduced one) times its room's copies. */
  quantity: z.number().int().min(1).max(1_000_000),
  /** Unit price excluding VAT at cost, before the client multiplier. */
  unitPriceCents: centsSchema,
  /**
   * The client's unit price excl. VAT for the quoted line (src/domain/pricing): 0 when a negotiated
   * pack includes it, the pack being charged on its own. Null in versions made before it was kept.
   */
  clientUnitPriceCents: centsSchema.nullable().default(null),
  vatRateBp: vatRateSchema,
  notes: z.string().max(5000),
  /** The unavailability change this version applied to the quoted line, if any. */
  change: z.enum(unavailabilityChanges).nullable(),
});
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItemSchema>;

/**
 * A purchase order version (contract-11): made when the office validates a project, and again at
 * each regeneration; older versions are kept, never recomputed from the current quote. Only the
 * office sees purchase orders.
 */
export const purchaseOrderSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  /** 1 for the validation's version, then +1 per regeneration. */
  number: z.number().int().min(1).max(10_000),
  mode: z.enum(purchaseOrderModes),
  reason: z.enum(purchaseOrderReasons),
  createdById: z.uuid(),
  /** The verification intervention the validation made, whose cards follow the latest version. */
  interventionId: z.uuid().nullable(),
  lines: z.array(purchaseOrderItemSchema).max(10_000),
  /** When the server last stored the lines' stock states read from the ERP; absent until then. */
  erpRefreshedAt: z.iso.datetime().optional(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
