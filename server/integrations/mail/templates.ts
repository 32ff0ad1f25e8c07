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

/** The mail of an invitation to a team: a link to choose a password (the reset-token flow). */
export function invitationMail(language: Language, to: string, link: string, teamName: string): OutgoingMail {
  switch (language) {
    case 'en':
      return {
        to,
        subject: `Fitout: you are invited to join ${teamName}`,
        text: `Hello,\n\nYou are invited to join ${teamName} on Fitout. To choose your password, open this link within seven days:\n${link}\n\nThen sign in with this email address.\n\nFitout`,
      };
    case 'fr':
      return {
        to,
        subject: `Fitout : vous êtes invité à rejoindre ${teamName}`,
        text: `Bonjour,\n\nVous êtes invité à rejoindre ${teamName} sur Fitout. Pour choisir votre mot de passe, ouvrez ce lien dans les sept jours :\n${link}\n\nConnectez-vous ensuite avec cette adresse e-mail.\n\nFitout`,
      };
  }
}
