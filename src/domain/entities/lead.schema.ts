import { z } from 'zod';
import { leadStatuses } from '../enums';
import { addressSchema, rowBaseSchema } from './common.schema';

export const leadSchema = rowBaseSchema.extend({
  businessReferrerId: z.uuid(),
  /** The referrer user who brought the lead; an agent sees only its own. */
  agentId: z.uuid().nullable().default(null),
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  email: z.string().max(200).default(''),
  phone: z.string().max(40).default(''),
  leadAddress: addressSchema.prefault({}),
  projectAddress: addressSchema.prefault({}),
  referralStatus: z.enum(leadStatuses).default('pending'),
  /** Date of the first contract signed with the lead, once referred. */
  firstContractAt: z.iso.datetime().nullable().default(null),
  /** The project the lead turned into, if any. */
  projectId: z.uuid().nullable().default(null),
});
export type Lead = z.infer<typeof leadSchema>;
