import { z } from 'zod';
import { projectSchema } from '../entities/project.schema';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { purchaseOrderModes } from '../entities/purchase-order.schema';
import { patchSchema } from '../mutators/patch-schema';

/*
 * The arguments of the office's project actions (spec section 4, contract-11). Every row an action
 * creates takes a client-chosen id, or one derived from it (derivedId), so the device's optimistic
 * run and the server's make the same rows and a replay is applied once. `id` is always the row the
 * action is about (the project, or the line), as the queue's "not synced yet" marks read it.
 */

/** Validates the quote into purchase order version 1 and its verification intervention. */
export const projectValidateArgs = z.object({
  id: z.uuid(),
  mode: z.enum(purchaseOrderModes),
  purchaseOrderId: z.uuid(),
  /** The verification intervention; its cards' ids derive from it and each line's id. */
  interventionId: z.uuid(),
  /** The office confirmed validating although the merchandise arrives after the installation. */
  force: z.boolean().optional(),
});
export type ProjectValidateArgs = z.infer<typeof projectValidateArgs>;

/** A new purchase order version from the quote and its unavailability changes; the old ones stay. */
export const purchaseOrderRegenerateArgs = z.object({ id: z.uuid(), purchaseOrderId: z.uuid() });
export type PurchaseOrderRegenerateArgs = z.infer<typeof purchaseOrderRegenerateArgs>;

const quantitySchema = purchaseOrderLineSchema.shape.quantity;

/**
 * Records (or, with 'none', clears) what the office orders instead of a quote line: another
 * furniture, fewer items, or nothing. The quoted furniture, quantity and price stay on the line.
 */
/** The office's certification that it handled the stock by hand (spec section 5); checked by the mutator. */
const certified = z.boolean().default(false);

export const lineUnavailabilityArgs = z.discriminatedUnion('change', [
  z.object({ id: z.uuid(), change: z.literal('replace'), furnitureId: z.uuid(), certified }),
  z.object({ id: z.uuid(), change: z.literal('reduce'), quantity: quantitySchema.min(1), certified }),
  z.object({ id: z.uuid(), change: z.literal('remove'), certified }),
  z.object({ id: z.uuid(), change: z.literal('none') }),
]);
export type LineUnavailabilityArgs = z.infer<typeof lineUnavailabilityArgs>;

// A patch, not `.partial()`: zod 4 would fill an absent notes or VAT with its default.
const officeLineFields = patchSchema(
  purchaseOrderLineSchema.pick({ notes: true, unitPriceCents: true, vatRateBp: true }).shape,
);

/**
 * The office's fields of a quote line (spec section 3: price, VAT, notes), each optional: a field
 * left saves alone. The price is the unit price excluding VAT at cost, before the multipliers.
 */
export const lineUpdateOfficeArgs = z
  .object({ id: z.uuid(), ...officeLineFields.shape })
  .strict()
  .refine(
    (args) => args.notes !== undefined || args.unitPriceCents !== undefined || args.vatRateBp !== undefined,
    { message: 'nothing to change' },
  );
export type LineUpdateOfficeArgs = z.infer<typeof lineUpdateOfficeArgs>;

const newProjectName = projectSchema.shape.name;

/** A copy of the project (general information, rooms, lines with their unavailability changes), as a new draft. */
export const projectDuplicateArgs = z.object({
  id: z.uuid(),
  newProjectId: z.uuid(),
  /** The copy's name; the original's when absent. */
  name: newProjectName.optional(),
});
export type ProjectDuplicateArgs = z.infer<typeof projectDuplicateArgs>;

/** Like a duplicate, but the lines are copied as quoted, without the unavailability changes. */
export const projectCopyQuoteArgs = projectDuplicateArgs;
export type ProjectCopyQuoteArgs = z.infer<typeof projectCopyQuoteArgs>;

/** Rent <-> buy; the prices follow (the monthly rent is computed from the same totals). */
export const projectToggleBillingArgs = z.object({ id: z.uuid() });
export type ProjectToggleBillingArgs = z.infer<typeof projectToggleBillingArgs>;

/** A furniture module made from the project: the parent, with one submodule per room. */
export const projectToParentModuleArgs = z.object({
  id: z.uuid(),
  /** The parent module; the submodules' and content lines' ids derive from it. */
  moduleId: z.uuid(),
});
export type ProjectToParentModuleArgs = z.infer<typeof projectToParentModuleArgs>;

/** A child project of this one (reserves or extras), as a new draft for the same client. */
export const projectCreateComplementaryArgs = z.object({
  id: z.uuid(),
  newProjectId: z.uuid(),
  name: newProjectName,
});
export type ProjectCreateComplementaryArgs = z.infer<typeof projectCreateComplementaryArgs>;
