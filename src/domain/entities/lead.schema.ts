import { z } from 'zod';
import { emailPattern, phonePattern } from '../auth/auth.schema';
import { leadStatuses } from '../enums';
import { addressSchema, centsSchema, rowBaseSchema } from './common.schema';

export const leadSchema = rowBaseSchema.extend({
  businessReferrerId: z.uuid(),
  /** The referrer user who brought the lead; an agent sees only its own. */
  agentId: z.uuid().nullable().default(null),
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  /** Optional, but a typed address or number must be one (spec section 5's patterns). */
  email: z
    .string()
    .trim()
    .max(200)
    .refine((email) => email === '' || emailPattern.test(email), { error: 'email_invalid' })
    .default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((phone) => phone === '' || phonePattern.test(phone), { error: 'phone_invalid' })
    .default(''),
  leadAddress: addressSchema.prefault({}),
  projectAddress: addressSchema.prefault({}),
  referralStatus: z.enum(leadStatuses).default('pending'),
  /** Date of the first contract signed with the lead, once referred. */
  firstContractAt: z.iso.datetime().nullable().default(null),
  /** The project the lead turned into, if any. */
  projectId: z.uuid().nullable().default(null),
  /** The signed project's value excluding VAT, set by the office: the referrer's dashboard sums it. */
  contractValueCents: centsSchema.nullable().default(null),
});
export type Lead = z.infer<typeof leadSchema>;
