import type { OutboundMessageView } from '../domain/outbox/outbound-message.schema';

export const outboundTargetKeys = {
  erp: 'outbox:targets.erp',
  airtable: 'outbox:targets.airtable',
  chat: 'outbox:targets.chat',
  mail: 'outbox:targets.mail',
} as const satisfies Record<OutboundMessageView['target'], string>;

export const outboundStateKeys = {
  pending: 'outbox:states.pending',
  delivered: 'outbox:states.delivered',
  dead: 'outbox:states.dead',
} as const satisfies Record<OutboundMessageView['state'], string>;

const kindKeys: Record<string, string> = {
  'erp.registerOrder': 'outbox:kinds.erp_register_order',
  'erp.updateOrder': 'outbox:kinds.erp_update_order',
  'airtable.upsertProject': 'outbox:kinds.airtable_upsert_project',
  'chat.notice': 'outbox:kinds.chat_notice',
  'mail.passwordReset': 'outbox:kinds.mail_password_reset',
  'mail.invitation': 'outbox:kinds.mail_invitation',
};

/** The key of a message kind's name; a kind this app version does not know shows as it is. */
export function outboundKindKey(kind: string): string {
  return kindKeys[kind] ?? kind;
}
