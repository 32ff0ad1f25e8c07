import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoing-mail';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when configured; otherwise the mail goes to the server log, so a reset link is never lost,
 * and, given a `logFile`, one JSON line per mail there (the log level may hide info lines; the
 * end-to-end tests read invitations from it).
 */
export function createMailer(
  options: { smtpUrl: string | null; from: string; timeoutMs: number; logFile?: string | null },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl === null) {
    const { logFile } = options;
    return {
      async send(mail) {
        log.info({ mail }, `mail to ${mail.to} (no SMTP_URL configured, logged instead of sent)`);
        // The log line above is the delivery: a file that cannot be written must not hold the mail back.
        if (logFile)
          await appendFile(logFile, `${JSON.stringify(mail)}\n`).catch((error: unknown) =>
            log.warn({ err: error }, 'mail log file not written'),
          );
      },
    };
  }
  // The outbox leases a mail for a few times this long: a send that outlived its lease could be
  // taken over by another instance and sent twice (nodemailer's defaults wait up to ten minutes).
  const { timeoutMs } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    dnsTimeout: timeoutMs,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
