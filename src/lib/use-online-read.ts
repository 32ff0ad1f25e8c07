import { useCallback, useEffect, useState } from 'react';
import { NetworkError } from './api-client';
import { useOnline } from './use-online';

export type OnlineRead<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'offline' }
  | { status: 'failed'; error: unknown };

/**
 * What only the server knows (the outbox, the devices' last syncs), read while online and again
 * every `refreshMs` or on `reload()`. Offline the last answer would be stale without saying so:
 * the state is `offline` and the screen says the list needs the network.
 */
export function useOnlineRead<T>(
  /** Memoized (useCallback): a new function starts the reads again. */
  read: (signal: AbortSignal) => Promise<T>,
  refreshMs: number,
): OnlineRead<T> & { reload(): void } {
  const online = useOnline();
  const [state, setState] = useState<OnlineRead<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    const load = () =>
      read(controller.signal).then(
        (data) => setState({ status: 'loaded', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState(error instanceof NetworkError ? { status: 'offline' } : { status: 'failed', error });
        },
      );
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [online, read, refreshMs, round]);
  return { ...(online ? state : { status: 'offline' }), reload };
}
