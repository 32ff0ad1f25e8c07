import { readFile } from 'node:fs/promises';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import {
  errorToData,
  type QueryRequest,
  type QueryResult,
  type Reply,
  type Request,
} from './pglite-protocol';
import { createStatementRunner, type StatementRunner } from './pglite-statements';

type EndRequest = Extract<Request, { type: 'end' }>;
type TransactionRequest = QueryRequest | EndRequest;

/**
 * The statements of one transaction, in the order the main thread sent them: they may arrive
 * before the transaction has its turn (the main thread does not wait for BEGIN) and wait here.
 */
function createInbox() {
  const queued: TransactionRequest[] = [];
  let waiting: ((request: TransactionRequest) => void) | null = null;
  let failed: unknown = null;
  return {
    push(request: TransactionRequest) {
      if (failed !== null) post({ type: 'error', id: request.id, error: errorToData(failed) });
      else if (waiting === null) queued.push(request);
      else {
        waiting(request);
        waiting = null;
      }
    },
    /** The transaction could not start: its statements, sent and to come, fail with its error. */
    fail(error: unknown) {
      failed = error;
      for (const request of queued.splice(0))
        post({ type: 'error', id: request.id, error: errorToData(error) });
    },
    next(): Promise<TransactionRequest> {
      const request = queued.shift();
      if (request !== undefined) return Promise.resolve(request);
      return new Promise((resolve) => (waiting = resolve));
    },
  };
}

function requireParentPort(): MessagePort {
  if (parentPort === null) throw new Error('pglite.worker.ts runs as a worker thread only');
  return parentPort;
}

const port = requireParentPort();
const { dataDir, startFrom } = workerData as { dataDir: string; startFrom: string | undefined };
const post = (reply: Reply) => port.postMessage(reply);
const transactions = new Map<number, ReturnType<typeof createInbox>>();

async function runQuery(
  statements: StatementRunner,
  request: QueryRequest,
  inTransaction: boolean,
): Promise<QueryResult> {
  const result = await statements.run(request, inTransaction);
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function answer(id: number, work: () => Promise<QueryResult | null>): Promise<void> {
  try {
    post({ type: 'done', id, result: await work() });
  } catch (error) {
    post({ type: 'error', id, error: errorToData(error) });
  }
}

/**
 * Holds PGlite's transaction open until the main thread ends it. PGlite queues transactions and
 * lone statements on one FIFO lock, so each waits its turn, and no statement of another caller
 * runs inside this transaction.
 */
async function runTransaction(
  pg: PGlite,
  statements: StatementRunner,
  begin: Extract<Request, { type: 'begin' }>,
): Promise<void> {
  const inbox = createInbox();
  transactions.set(begin.tx, inbox);
  // Until the main thread asks to end, only BEGIN can fail; after, the COMMIT.
  let failureId = begin.id;
  let started = false;
  try {
    const endId = await pg.transaction(async (tx) => {
      started = true;
      post({ type: 'done', id: begin.id, result: null });
      for (;;) {
        const request = await inbox.next();
        if (request.type === 'query') {
          await answer(request.id, () => runQuery(statements, request, true));
          continue;
        }
        failureId = request.id;
        if (!request.commit) await tx.rollback();
        return request.id;
      }
    });
    post({ type: 'done', id: endId, result: null });
  } catch (error) {
    post({ type: 'error', id: failureId, error: errorToData(error) });
    if (!started) inbox.fail(error);
  } finally {
    transactions.delete(begin.tx);
  }
}

function handle(pg: PGlite, statements: StatementRunner, request: Request): void {
  switch (request.type) {
    case 'query':
      if (request.tx === null) void answer(request.id, () => runQuery(statements, request, false));
      else toTransaction(request);
      return;
    case 'begin':
      void runTransaction(pg, statements, request);
      return;
    case 'end':
      toTransaction(request);
      return;
    case 'listen':
      void answer(request.id, async () => {
        await pg.listen(request.channel, (payload) =>
          post({ type: 'notify', channel: request.channel, payload }),
        );
        return null;
      });
      return;
    case 'close':
      void answer(request.id, async () => {
        // The main thread ends this thread once it has the answer.
        await pg.close();
        return null;
      });
      return;
    default:
      throw new Error(`unknown request ${JSON.stringify(request satisfies never)}`);
  }
}

function toTransaction(request: TransactionRequest): void {
  const inbox = request.tx === null ? undefined : transactions.get(request.tx);
  // The main thread sends a transaction's statements after its BEGIN and before its end; one that
  // finds no transaction (its BEGIN failed and it was already answered) fails, it never hangs.
  if (inbox === undefined) {
    const error = new Error(`no open transaction ${request.tx}`);
    post({ type: 'error', id: request.id, error: errorToData(error) });
  } else inbox.push(request);
}

try {
  const loadDataDir = startFrom === undefined ? undefined : new Blob([await readFile(startFrom)]);
  const pg = await PGlite.create(dataDir, { loadDataDir });
  const statements = createStatementRunner(pg);
  port.on('message', (request: Request) => handle(pg, statements, request));
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', error: errorToData(error) });
}
