import { useCallback, useEffect, useState } from 'react';
import { NetworkError } from '../../../lib/api-client';

export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** No network: this part of the screen needs it (the rest works from the local store). */
  | { status: 'offline' }
  | { status: 'error'; error: unknown };

/**
 * A server read that is not synced data (links, history), with a reload after changes. `load`
 * undefined waits (nothing to read yet); a new `load` reads again and keeps showing the last answer
 * until the new one arrives.
 */
export function useRemote<T>(load: (() => Promise<T>) | undefined): [RemoteState<T>, () => void] {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ status: 'ready', data }),
      (error: unknown) =>
        !cancelled &&
        setState(error instanceof NetworkError ? { status: 'offline' } : { status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [load, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return [state, reload];
}
