import { useCallback, useEffect, useState } from 'react';
import { NetworkError } from './api-client';
import { useOnline } from './use-online';

export type OnlineRead<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'offline' }
  | { status: 'failed'; error: unknown };

/**
 * What only the server knows (the outbox, the devices' last syncs, an order's links and card
 * history), read while online, again on `reload()` and, given `refreshMs`, at that interval. A new
 * read keeps the last answer shown until its own arrives. Offline the last answer would be stale
 * without saying so: the state is `offline` and the screen says this part needs the network.
 */
export function useOnlineRead<T>(
  /** Memoized (useCallback): a new function starts the reads again; undefined waits (nothing to read yet). */
  read: ((signal: AbortSignal) => Promise<T>) | undefined,
  refreshMs?: number,
): OnlineRead<T> & { reload(): void } {
  const online = useOnline();
  const [state, setState] = useState<OnlineRead<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!online || !read) return;
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
    const timer = refreshMs === undefined ? undefined : setInterval(() => void load(), refreshMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [online, read, refreshMs, round]);
  return { ...(online ? state : { status: 'offline' }), reload };
}
