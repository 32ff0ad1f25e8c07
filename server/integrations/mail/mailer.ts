import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP when configured; otherwise the mail goes to the server log, so a reset link is never lost. */
export function createMailer(
  options: { smtpUrl: string | null; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl === null) {
    return {
      async send(mail) {
        log.info({ mail }, `mail to ${mail.to} (no SMTP_URL configured, logged instead of sent)`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
