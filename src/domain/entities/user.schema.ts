import { z } from 'zod';
import { clientRoles, referrerRoles, userRoles } from '../enums';
import { rowBaseSchema } from './common.schema';

/** The public projection of a user that syncs to team members: never a secret (hash, tokens). */
export const userSchema = rowBaseSchema.extend({
  email: z.string().max(200),
  firstName: z.string().max(100).default(''),
  lastName: z.string().max(100).default(''),
  phoneNumber: z.string().max(40).default(''),
  role: z.enum(userRoles),
  clientId: z.uuid().nullable().default(null),
  clientRole: z.enum(clientRoles).nullable().default(null),
  businessReferrerId: z.uuid().nullable().default(null),
  businessReferrerRole: z.enum(referrerRoles).nullable().default(null),
  active: z.boolean().default(true),
  // Made by an invitation and never signed in since: the server clears it at the first sign-in.
  invited: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;
