import { z } from 'zod';
import { addressSchema, rowBaseSchema } from './common.schema';

export const onboardingStepSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(2000),
  image: z.string().max(500).nullable(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const clientSchema = rowBaseSchema.extend({
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  email: z.string().max(200).default(''),
  phone: z.string().max(40).default(''),
  vatNumber: z.string().max(40).default(''),
  airtableLink: z.string().max(500).nullable().default(null),
  billingAddress: addressSchema,
  isCompany: z.boolean(),
  onboardingSteps: z.array(onboardingStepSchema).default([]),
  logo: z.string().max(500).nullable().default(null),
  /** Applied to furniture cost: 1.5 turns 1000 into 1500. */
  pricingMultiplier: z.number().min(0.1).max(10).default(1),
  /**
   * The business referrer whose lead became this client: set by the office linking the lead to one
   * of the client's projects (leadUpdate). Its projects start only from that referrer's modules.
   */
  businessReferrerId: z.uuid().nullable().default(null),
});
export type Client = z.infer<typeof clientSchema>;
