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

/**
 * A project's calls to outside systems, or with `null` those about no project (mail): only the
 * server holds them (the outbox is not synced).
 */
export async function fetchProjectMessages(
  projectId: string | null,
  signal?: AbortSignal,
): Promise<ProjectMessages> {
  const path = projectId === null ? 'outbox/no-project/messages' : `outbox/projects/${projectId}/messages`;
  return projectMessagesSchema.parse(await apiFetch(path, { signal }));
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
