import { invitationSchema, type InvitationInput } from '../../../domain/organisations/invitation.schema';
import { apiFetch } from '../../../lib/api-client';
import {
  done,
  failure,
  fromRequestError,
  fromZodError,
  serverOnlyOfflineKey,
  type ActionResult,
} from '../../../lib/action-result';

/**
 * Invites a member: the server makes the account and mails the link to choose a password. It needs
 * the network (only the server knows an address is free): offline, it says so and sends nothing.
 */
export async function inviteMember(input: InvitationInput): Promise<ActionResult> {
  const parsed = invitationSchema.safeParse(input);
  if (!parsed.success) return fromZodError(parsed.error);
  if (!navigator.onLine) return failure(serverOnlyOfflineKey);
  try {
    await apiFetch('teams/invitations', { method: 'POST', body: parsed.data });
    return done;
  } catch (error) {
    const refusal = fromRequestError(error, { offline: serverOnlyOfflineKey });
    // An address already in use is the email field's problem.
    return refusal.messageKey === 'errors:team.already_member'
      ? { ...refusal, fields: { email: refusal.messageKey } }
      : refusal;
  }
}
