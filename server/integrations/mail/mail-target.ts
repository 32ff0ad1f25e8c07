import { DeliveryError } from '../../outbox/delivery-error';
import type { Deliver } from '../../outbox/worker';
import type { Mailer } from './mailer';
import { outgoingMailSchema } from './outgoing-mail';

/** An SMTP reply code, as nodemailer attaches it to the error of a refused command. */
function smtpReplyCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return null;
  return typeof error.responseCode === 'number' ? error.responseCode : null;
}

/**
 * Hands a queued mail to the transport (SMTP, or the log without it). A 5xx reply (no such
 * mailbox, message refused) is final, so the mail goes to the dead letters at once; a 4xx reply or
 * a connection that failed is tried again with the outbox's backoff.
 */
export function mailTarget(mailer: Mailer): Deliver {
  return async (message) => {
    if (!message.kind.startsWith('mail.')) {
      throw new DeliveryError(`not a mail: ${message.kind}`, { permanent: true });
    }
    try {
      await mailer.send(outgoingMailSchema.parse(message.payload));
    } catch (error) {
      const code = smtpReplyCode(error);
      if (code === null || code < 500) throw error;
      throw new DeliveryError(error instanceof Error ? error.message : String(error), { permanent: true });
    }
  };
}
