import { invitationSchema, type InvitationInput } from '../../../domain/organisations/invitation.schema';
import { errorKeys } from '../../../i18n/error-labels';
import { ApiError, apiFetch, NetworkError } from '../../../lib/api-client';
import { done, failure, fromZodError, refused, type ActionResult } from '../../../lib/action-result';

/**
 * Invites a member: the server makes the account and mails the link to choose a password. It needs
 * the network (only the server knows an address is free): offline, it says so and sends nothing.
 */
export async function inviteMember(input: InvitationInput): Promise<ActionResult> {
  const parsed = invitationSchema.safeParse(input);
  if (!parsed.success) return fromZodError(parsed.error);
  if (!navigator.onLine) return refused('team/offline');
  try {
    await apiFetch('teams/invitations', { method: 'POST', body: parsed.data });
    return done;
  } catch (error) {
    if (error instanceof NetworkError) return refused('team/offline');
    if (error instanceof ApiError && error.code !== undefined) {
      const keys = errorKeys(
        error.code,
        error.fieldErrors.map((field) => ({ loc: field.loc.slice(1), msg: field.type })),
      );
      // An address already in use is the email field's problem.
      return error.code === 'team/already_member'
        ? { ok: false, ...keys, fields: { email: keys.messageKey } }
        : { ok: false, ...keys };
    }
    return failure(errorKeys('internal').messageKey);
  }
}
