import type { Language } from '../../../src/domain/enums';
import type { OutgoingMail } from './mailer';

/** Mail bodies in both languages; the caller's language at the time of the request picks one. */
export function passwordResetMail(language: Language, to: string, link: string): OutgoingMail {
  switch (language) {
    case 'en':
      return {
        to,
        subject: 'Fitout: reset your password',
        text: `Hello,\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays the same.\n\nFitout`,
      };
    case 'fr':
      return {
        to,
        subject: 'Fitout : réinitialisez votre mot de passe',
        text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nFitout`,
      };
  }
}
