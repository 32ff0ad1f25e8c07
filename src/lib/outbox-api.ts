import { erpLineStatesSchema, type ErpLineStates } from '../domain/outbox/erp-line-states.schema';
import {
  failingMessagesSchema,
  outboundMessageViewSchema,
  projectMessagesSchema,
  type FailingMessages,
  type OutboundMessageView,
  type ProjectMessages,
} from '../domain/outbox/outbound-message.schema';
import { apiFetch } from './api-client';

/** The calls to outside systems: only the server holds them (the outbox is not synced). */
export async function fetchProjectMessages(
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectMessages> {
  return projectMessagesSchema.parse(await apiFetch(`outbox/projects/${projectId}/messages`, { signal }));
}

/** A dead message gets a fresh set of tries; the answer is its new state. */
export async function retryOutboundMessage(id: string): Promise<OutboundMessageView> {
  return outboundMessageViewSchema.parse(await apiFetch(`outbox/messages/${id}/retry`, { method: 'POST' }));
}

export async function fetchFailingMessages(signal?: AbortSignal): Promise<FailingMessages> {
  return failingMessagesSchema.parse(await apiFetch('outbox/failing', { signal }));
}

/** Reads the lines' stock states from the ERP now; the server stores them, and sync brings them here. */
export async function refreshErpLineStates(projectId: string): Promise<ErpLineStates> {
  return erpLineStatesSchema.parse(await apiFetch(`erp/projects/${projectId}/refresh`, { method: 'POST' }));
}
