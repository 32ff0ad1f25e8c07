import type { Language } from '../../../src/domain/enums';
import { translate } from '../../i18n/translator';
import type { NewMessage } from '../../outbox/messages';

type MailKind = Extract<NewMessage['kind'], `mail.${string}`>;

/** Keys of each mail's subject and body in the `mail` namespace (public/locales/{lng}/mail.json). */
const textKeys = {
  'mail.passwordReset': 'password_reset',
  'mail.invitation': 'invitation',
} as const satisfies Record<MailKind, string>;

/**
 * A mail for the outbox, worded in `language` when it is queued: what was asked for in French is
 * sent in French, however late the transport takes it.
 */
function mail(kind: MailKind, language: Language, to: string, values: Record<string, string>): NewMessage {
  const text = (part: 'subject' | 'text') =>
    translate(language, 'mail', `${textKeys[kind]}.${part}`, values) ?? `${textKeys[kind]}.${part}`;
  return { kind, projectId: null, payload: { to, subject: text('subject'), text: text('text') } };
}

/** The link to choose a new password, valid one hour (the reset-token flow). */
export function passwordResetMail(language: Language, to: string, link: string): NewMessage {
  return mail('mail.passwordReset', language, to, { link });
}

/** The invitation to a team: a link of the reset-token flow to choose a password, valid seven days. */
export function invitationMail(language: Language, to: string, link: string, teamName: string): NewMessage {
  return mail('mail.invitation', language, to, { link, team: teamName });
}
