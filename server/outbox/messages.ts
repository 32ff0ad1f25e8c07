import { z } from 'zod';
import type { OutboundTarget } from '../db/schema';
import { outgoingMailSchema } from '../integrations/mail/outgoing-mail';

/** A purchase order as the ERP receives it: a snapshot, so a later edit never changes what was sent. */
export const erpOrderSchema = z.object({
  projectId: z.uuid(),
  /** What the office calls the project (its operation number, else its name). */
  reference: z.string(),
  customer: z.object({ id: z.uuid(), name: z.string() }),
  purchaseOrderId: z.uuid(),
  purchaseOrderNumber: z.number().int(),
  /** `withoutErp` orders are never sent, so only these two reach the ERP. */
  mode: z.enum(['normal', 'dropshipping']),
  /** The ordered items; `unitPriceCents` is what the client pays for one, excl. VAT (0 in a pack). */
  lines: z.array(
    z.object({
      lineId: z.string(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int().min(0),
      unitPriceCents: z.number().int(),
    }),
  ),
  /**
   * What the client pays besides the items, each a line of its own: negotiated packs, priced
   * services, the office's adjustment (negative when it lowers the price). Messages queued before
   * charges were sent have none.
   */
  charges: z
    .array(
      z.object({ name: z.string(), quantity: z.number().int().min(1), unitPriceCents: z.number().int() }),
    )
    .default([]),
  /** The project's purchase-order comments, for the warehouse; none in messages queued before them. */
  comments: z.string().default(''),
});
export type ErpOrder = z.infer<typeof erpOrderSchema>;

/** A cancelled project's sale order, found by the project as every ERP write finds it. */
export const erpCancellationSchema = z.object({
  projectId: z.uuid(),
  /** What the office calls the project, for the ERP's own records. */
  reference: z.string(),
});
export type ErpCancellation = z.infer<typeof erpCancellationSchema>;

/** The project's card in Airtable, found by its operation number. */
export const airtableProjectSchema = z.object({
  operationNumber: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AirtableProject = z.infer<typeof airtableProjectSchema>;

/** A Slack-compatible incoming-webhook body (Mattermost and Rocket.Chat read the same). */
export const chatNoticeSchema = z.object({
  text: z.string(),
  blocks: z.array(z.record(z.string(), z.unknown())),
});
export type ChatNotice = z.infer<typeof chatNoticeSchema>;

/** Every kind of message, with the target that delivers it and its payload's shape. */
export const messageKinds = {
  'erp.registerOrder': { target: 'erp', payload: erpOrderSchema },
  'erp.updateOrder': { target: 'erp', payload: erpOrderSchema },
  'erp.cancelOrder': { target: 'erp', payload: erpCancellationSchema },
  'airtable.upsertProject': { target: 'airtable', payload: airtableProjectSchema },
  'chat.notice': { target: 'chat', payload: chatNoticeSchema },
  'mail.passwordReset': { target: 'mail', payload: outgoingMailSchema },
  'mail.invitation': { target: 'mail', payload: outgoingMailSchema },
} as const satisfies Record<string, { target: OutboundTarget; payload: z.ZodType }>;

export type MessageKind = keyof typeof messageKinds;
export type PayloadOf<K extends MessageKind> = z.infer<(typeof messageKinds)[K]['payload']>;

export function isMessageKind(kind: string): kind is MessageKind {
  return Object.hasOwn(messageKinds, kind);
}

/** What a caller enqueues; the target follows from the kind. */
export type NewMessage = {
  [K in MessageKind]: {
    kind: K;
    payload: PayloadOf<K>;
    projectId: string | null;
    /** Messages with the same key are delivered in enqueue order (e.g. `erp:<projectId>`). */
    orderingKey?: string;
  };
}[MessageKind];
