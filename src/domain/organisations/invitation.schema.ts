import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema';
import { clientRoles, referrerRoles } from '../enums';
import { textSchema } from '../text.schema';

const requiredName = textSchema('name').trim().min(1, { error: 'required' });

export const teamSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('client'), clientId: z.uuid() }),
  z.object({ kind: z.literal('referrer'), referrerId: z.uuid() }),
  z.object({ kind: z.literal('office') }),
]);

/**
 * `POST /api/v1/teams/invitations`: a new member of a client's or a referrer's team, or of the office. The role is
 * checked against the team's kind by the access rule (isTeamRole).
 */
export const invitationSchema = z.object({
  team: teamSchema,
  email: emailSchema,
  first_name: requiredName,
  last_name: requiredName,
  role: z.enum([...new Set([...clientRoles, ...referrerRoles])]),
});
export type Invitation = z.output<typeof invitationSchema>;
export type InvitationInput = z.input<typeof invitationSchema>;

export const invitationSentSchema = z.object({ user_id: z.uuid() });

/** How long the link of an invitation sets a password: a week, since nobody waits for it. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
