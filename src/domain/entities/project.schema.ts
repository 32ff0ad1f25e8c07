import { z } from 'zod';
import { billingTypes, clientStatuses, projectSizes, projectStatuses } from '../enums';
import { textSchema } from '../text.schema';
import { addressSchema, centsSchema, rowBaseSchema } from './common.schema';

/** VAT rate in basis points: 2000 = 20 %. */
export const vatRateSchema = z.number().int().min(0).max(10_000);
/** France's standard rate, unless the server is configured otherwise (VAT_RATE_BP). */
export const defaultVatRateBp = 2000;

export const projectDatesSchema = z.object({
  start: z.iso.date().nullable().default(null),
  end: z.iso.date().nullable().default(null),
  /** Strict dates: the client cannot move them. */
  confirmed: z.boolean().default(false),
});

export const projectEstimatedDatesSchema = z.object({
  delivery: z.iso.date().nullable().default(null),
  intervention: z.iso.date().nullable().default(null),
  warehousePreparation: z.iso.date().nullable().default(null),
  deadline: z.iso.date().nullable().default(null),
});

/**
 * A pack chosen at the price the office negotiated for the client: charged as one figure (per unit,
 * the client's own price excl. VAT, at the project's VAT rate), while the lines it brought, which
 * name it by `packId`, count zero (the rule is in src/domain/pricing).
 */
export const projectPackSchema = z.object({
  id: z.uuid(),
  moduleId: z.uuid(),
  /** The module's name when chosen, as the client reads it. */
  name: z.string().max(200),
  quantity: z.number().int().min(1).max(10_000),
  priceCents: centsSchema,
});
export type ProjectPack = z.infer<typeof projectPackSchema>;

export const projectSchema = rowBaseSchema.extend({
  name: textSchema('name').trim().min(1, { error: 'required' }),
  /** The Airtable operation number. */
  operationNumber: z.string().max(80).default(''),
  clientId: z.uuid(),
  /** The project manager who created it; a client agent sees only its own projects. */
  creatorId: z.uuid(),
  projectType: z.enum(projectSizes).nullable().default(null),
  dates: projectDatesSchema.prefault({}),
  address: addressSchema.prefault({}),
  projectAccessNotes: z.string().max(5000).default(''),
  note: z.string().max(5000).default(''),
  airtableLink: z.string().max(1000).default(''),
  shoppingListUrl: z.string().max(1000).default(''),
  purchaseOrderComments: z.string().max(5000).default(''),
  billingType: z.enum(billingTypes).default('buy'),
  status: z.enum(projectStatuses).default('draft'),
  clientStatus: z.enum(clientStatuses).default('draft'),
  /** When the client last submitted the draft; the quote's validity runs from it. */
  submittedAt: z.iso.datetime().nullable().default(null),
  /**
   * The quote's number ("Q-2026-0001"), given by the server at the first submission and kept through
   * every later revision; '' until then (a document made before says "provisional").
   */
  quoteNumber: z.string().max(40).default(''),
  /** When the office validated the quote: the purchase date of its lines (the accounting export's period). */
  validatedAt: z.iso.datetime().nullable().default(null),
  vatRateBp: vatRateSchema.default(defaultVatRateBp),
  clientBudgetCents: centsSchema.nullable().default(null),
  /**
   * The office's change to the client price, on the whole price excl. VAT (see quoteBreakdown): an
   * amount added to (or, negative, removed from) the computed price, or the final client price that
   * replaces it. One at a time, each with its reason, which the client reads beside the figure
   * (src/domain/projects/client-price.ts).
   */
  clientPriceAdjustmentCents: z.number().int().min(-1_000_000_000).max(1_000_000_000).default(0),
  clientPriceOverrideCents: centsSchema.nullable().default(null),
  clientPriceReason: z.string().max(1000).default(''),
  /**
   * The client's pricing multiplier this submitted quote keeps: set when the office changes the
   * multiplier (the one in force since the submission), cleared when the quote goes back to draft.
   * Null: the project follows the client's current multiplier. Back office only, like the multiplier.
   */
  frozenMultiplier: z.number().min(0.1).max(10).nullable().default(null),
  validatedPriceCents: centsSchema.nullable().default(null),
  estimatedDates: projectEstimatedDatesSchema.prefault({}),
  parentProjectId: z.uuid().nullable().default(null),
  options: z.array(z.string().max(200)).max(100).default([]),
  packs: z.array(projectPackSchema).max(1000).default([]),
});
export type Project = z.infer<typeof projectSchema>;
