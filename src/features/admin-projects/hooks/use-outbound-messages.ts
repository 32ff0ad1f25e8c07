import { useCallback } from 'react';
import type { ProjectMessages } from '../../../domain/outbox/outbound-message.schema';
import { fetchProjectMessages } from '../../../lib/outbox-api';
import { useOnlineRead } from '../../../lib/use-online-read';

/** Often enough to see a waiting message go through while the page is open. */
const refreshMs = 15_000;

/** The project's calls to outside systems (`null`: those about no project), read from the server (online only). */
export function useOutboundMessages(projectId: string | null) {
  const read = useCallback((signal: AbortSignal) => fetchProjectMessages(projectId, signal), [projectId]);
  return useOnlineRead<ProjectMessages>(read, refreshMs);
}
