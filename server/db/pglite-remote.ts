import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { errorFromData, type Reply, type Request } from './pglite-protocol';

/** The options Drizzle's PGlite session passes; its parsers only keep the text of some types. */
export interface RemoteQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<Results<T>>;
}

/**
 * The part of PGlite's interface the server uses (Drizzle's session calls `query` and
 * `transaction`, the change feed `listen`), served by a worker thread that owns the PGlite
 * instance: its WASM work then never holds the event loop that answers HTTP.
 */
export interface PgliteRemote extends RemoteTransaction {
  transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type RequestBody<R = Request> = R extends Request ? Omit<R, 'id'> : never;

/** SQLSTATE connection_failure: callers treat it as transient, as they would a lost connection. */
const connectionFailure = '08006';

export async function startPgliteRemote(dataDir: string, startFrom?: string): Promise<PgliteRemote> {
  // execArgv []: the entry registers tsx itself (see the entry), and nothing else applies to a thread.
  const worker = new Worker(new URL('./pglite-worker-boot.mjs', import.meta.url), {
    workerData: { dataDir, startFrom },
    execArgv: [],
  });
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let nextTx = 1;
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      switch (reply.type) {
        case 'ready':
          resolve();
          return;
        case 'failed':
          reject(errorFromData(reply.error));
          return;
        case 'done':
          pending.get(reply.id)?.resolve(reply.result);
          pending.delete(reply.id);
          return;
        case 'error':
          pending.get(reply.id)?.reject(errorFromData(reply.error));
          pending.delete(reply.id);
          return;
        case 'notify':
          for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
          return;
        default:
          throw new Error(`unknown reply ${JSON.stringify(reply satisfies never)}`);
      }
    });
    // A crash or an exit fails every waiting call and every later one: callers see an error, never a hang.
    const fail = (error: Error) => {
      stopped ??= Object.assign(error, { code: connectionFailure });
      for (const waiting of pending.values()) waiting.reject(stopped);
      pending.clear();
      reject(stopped);
    };
    worker.on('error', (error) => fail(new Error(`the embedded database thread failed: ${error.message}`)));
    worker.on('exit', (code) => fail(new Error(`the embedded database thread stopped (exit code ${code})`)));
  });

  function call(body: RequestBody): Promise<unknown> {
    if (stopped !== null) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id });
    });
  }

  function query(tx: number | null) {
    return async <T>(sql: string, params: unknown[] = [], options: RemoteQueryOptions = {}) => {
      const textTypes = Object.keys(options.parsers ?? {}).map(Number);
      const rowMode = options.rowMode ?? 'object';
      // The worker answers PGlite's own result, rows shaped as asked.
      return (await call({ type: 'query', tx, sql, params, rowMode, textTypes })) as Results<T>;
    };
  }

  await ready;
  return {
    query: query(null),
    async transaction(callback) {
      const tx = nextTx++;
      // Not awaited: the statements queue behind BEGIN in the worker, so the transaction does not
      // hold the database idle for a round trip before its first statement. If BEGIN fails, the
      // worker fails every statement sent for it, and so the callback.
      const begun = call({ type: 'begin', tx });
      // Its failure is seen below; until then it must not count as an unhandled rejection.
      begun.catch(() => {});
      let result;
      try {
        result = await callback({ query: query(tx) });
        await begun;
      } catch (error) {
        // The rollback's own failure (a dead thread, a BEGIN that failed) must not hide the caller's error.
        await begun.then(() => call({ type: 'end', tx, commit: false })).catch(() => {});
        throw error;
      }
      await call({ type: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      let channelListeners = listeners.get(channel);
      if (channelListeners === undefined) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        // One LISTEN per channel in the worker; callbacks come and go on this side.
        await call({ type: 'listen', channel });
      }
      channelListeners.add(callback);
      return async () => {
        channelListeners.delete(callback);
      };
    },
    async close() {
      if (stopped !== null) return;
      await call({ type: 'close' });
      await worker.terminate();
    },
  };
}
