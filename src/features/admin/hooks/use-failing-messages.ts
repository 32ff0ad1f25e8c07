import { useCallback } from 'react';
import type { FailingMessages } from '../../../domain/outbox/outbound-message.schema';
import { fetchFailingMessages } from '../../../lib/outbox-api';
import { useOnlineRead, type OnlineRead } from '../../../lib/use-online-read';

const refreshMs = 60_000;

/** The calls to outside systems that fail, per project: only the server holds the outbox. */
export function useFailingMessages(): OnlineRead<FailingMessages> {
  const read = useCallback((signal: AbortSignal) => fetchFailingMessages(signal), []);
  return useOnlineRead(read, refreshMs);
}
