import { DeliveryError } from '../../outbox/delivery-error';
import { chatNoticeSchema } from '../../outbox/messages';
import type { Deliver } from '../../outbox/worker';
import { sendJson } from '../http-json';

/** Posts a notice to a Slack-compatible incoming webhook (`{ text, blocks }`). */
export function chatWebhookTarget(options: { webhookUrl: string; timeoutMs: number }): Deliver {
  return async (message) => {
    if (message.kind !== 'chat.notice') {
      throw new DeliveryError(`not a chat message: ${message.kind}`, { permanent: true });
    }
    await sendJson({
      method: 'POST',
      url: options.webhookUrl,
      headers: {},
      body: chatNoticeSchema.parse(message.payload),
      timeoutMs: options.timeoutMs,
      idempotencyKey: message.id,
    });
  };
}
