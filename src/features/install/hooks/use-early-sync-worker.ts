import { useCallback, useEffect, useRef } from 'react';
import { spawnSyncWorker } from '../../../sync/client';

/**
 * A sync worker spawned as the link's check leaves, handed to the first sync client that asks: its
 * script then loads and compiles beside the check instead of after it. One never taken (a refused
 * link) is ended with the page; a later client (a new token) spawns its own.
 */
export function useEarlySyncWorker(): () => Worker {
  const spare = useRef<Worker | null>(null);
  useEffect(() => {
    spare.current = spawnSyncWorker();
    return () => {
      spare.current?.terminate();
      spare.current = null;
    };
  }, []);
  return useCallback(() => {
    const worker = spare.current ?? spawnSyncWorker();
    spare.current = null;
    return worker;
  }, []);
}
