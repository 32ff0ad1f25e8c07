/**
 * Pulls that would read the same page (same scope hash, cursor and limit) share one statement. At
 * most one runs per page at a time; whoever asks for it meanwhile joins the next batch, which
 * starts when the running one ends and reads the state of every client in it. Devices of one
 * user start together and page through the same rows, and under load each waits its turn on the
 * database anyway: one batch answers them all for the cost of one.
 */
export interface SharedPages {
  /** `read` runs once for the batch `clientId` joins, with the client ids of the whole batch. */
  read<T>(key: string, clientId: string, read: (clientIds: readonly string[]) => Promise<T>): Promise<T>;
}

interface Batch {
  clientIds: string[];
  result: Promise<unknown>;
}

export function createSharedPages(): SharedPages {
  /** The batch of each page that waits for the one running before it. */
  const waiting = new Map<string, Batch>();
  const running = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, clientId: string, read: (clientIds: readonly string[]) => Promise<T>) {
      const joined = waiting.get(key);
      if (joined !== undefined) {
        if (!joined.clientIds.includes(clientId)) joined.clientIds.push(clientId);
        return joined.result as Promise<T>;
      }
      const batch: Batch = { clientIds: [clientId], result: Promise.resolve() };
      const before = running.get(key);
      batch.result = (async () => {
        // Its failure is its own batch's; this one reads afresh.
        await before?.catch(() => undefined);
        waiting.delete(key);
        const result = read(batch.clientIds);
        running.set(key, result);
        try {
          return await result;
        } finally {
          if (running.get(key) === result) running.delete(key);
        }
      })();
      waiting.set(key, batch);
      return batch.result as Promise<T>;
    },
  };
}
