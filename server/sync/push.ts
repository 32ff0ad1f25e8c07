import type { Execution } from '../../src/domain/mutators/execute';
import { executeMutation } from '../../src/domain/mutators/execute';
import { rejection } from '../../src/domain/mutators/refusal';
import type { Actor, Transaction } from '../../src/domain/mutators/transaction';
import type {
  Mutation,
  MutationResult,
  PushRequest,
  PushResponse,
} from '../../src/domain/sync/protocol.schema';
import type { Db, Tx } from '../db/client';
import { nextVersion } from '../db/versions';
import { AppError } from '../http/app-error';
import { permanentDatabaseError } from './database-errors';
import {
  createRunState,
  createServerTransaction,
  type RunState,
  type ServerTransaction,
} from './server-transaction';
import { advanceClient, lockClient, recordRejection, storedResult } from './sync-clients';

export type Executor = (tx: Transaction, name: string, args: unknown) => Promise<Execution>;

export interface PushContext {
  db: Db;
  actor: Actor;
  userId: string;
  clock: () => Date;
  /** The mutator runner; tests swap it to inject faults. */
  execute?: Executor;
  /** Server-side effects around the shared bodies (card history), on the mutation's own SQL transaction. */
  around?: AroundMutation;
}

/** Wraps the Transaction one mutation runs on; whatever it writes commits or rolls back with the mutation. */
export type AroundMutation = (
  serverTx: ServerTransaction,
  sqlTx: Tx,
  mutation: Mutation,
) => ServerTransaction;

const noEffects: AroundMutation = (serverTx) => serverTx;

/** The batch stops here; the client retries it later (what was committed stays applied). */
export const retryLater = () => new AppError(503, 'internal');

const contiguityError = () => new AppError(409, 'conflict');

type Rejected = Extract<Execution, { status: 'rejected' }>;

function resultOf(id: number, execution: Execution): MutationResult {
  return execution.status === 'applied'
    ? { id, status: 'applied' }
    : { id, status: 'rejected', error: { code: execution.code, detail: execution.detail } };
}

/** Raised inside a batch when mutation `index` must be applied on its own (see `push`). */
class NeedsIsolation extends Error {
  constructor(readonly index: number) {
    super('needs isolation');
  }
}

type BatchOutcome = { results: MutationResult[]; last: number };

/**
 * Applies a batch in order, exactly once: every mutation's writes commit in the same SQL
 * transaction that moves the client's lastMutationID past it, so a replay is always skipped.
 *
 * Fast path: a run of mutations shares one SQL transaction (one lock, one version, one row cache).
 * A mutation that is refused after writing, or that fails in any unexpected way, is isolated:
 * the run rolls back, the mutations before it are applied again as a run (they passed once), and
 * it is then applied alone inside a savepoint. There a permanent refusal is recorded and counts
 * as processed; anything else answers 503, and the client retries from the first unprocessed id.
 */
export async function push(context: PushContext, request: PushRequest): Promise<PushResponse> {
  const results: MutationResult[] = [];
  let lastMutationID = 0;
  let pending = request.mutations;
  while (pending.length > 0) {
    let run = pending;
    for (;;) {
      const outcome = await applyRun(context, request.clientID, run).catch((error: unknown) => {
        if (error instanceof NeedsIsolation) return error;
        if (error instanceof AppError) throw error;
        throw retryLater();
      });
      if (!(outcome instanceof NeedsIsolation)) {
        results.push(...outcome.results);
        lastMutationID = outcome.last;
        pending = pending.slice(run.length);
        break;
      }
      if (outcome.index > 0) {
        run = run.slice(0, outcome.index);
        continue;
      }
      const alone = await applyAlone(context, request.clientID, run[0]!);
      results.push(...alone.results);
      lastMutationID = alone.last;
      pending = pending.slice(1);
      break;
    }
  }
  return { lastMutationID, results };
}

async function applyRun(
  context: PushContext,
  clientID: string,
  run: readonly Mutation[],
): Promise<BatchOutcome> {
  const execute = context.execute ?? executeMutation;
  const now = context.clock().toISOString();
  return context.db.transaction(async (tx: Tx) => {
    let last = await lockClient(tx, clientID, context.userId, now);
    const results: MutationResult[] = [];
    let version: number | null = null;
    let state: RunState | null = null;
    for (const [index, mutation] of run.entries()) {
      if (mutation.id <= last) {
        results.push(await storedResult(tx, clientID, mutation.id));
        continue;
      }
      // Ids are contiguous per client; a gap means the client lost part of its queue.
      if (mutation.id > last + 1) {
        if (index === 0) throw contiguityError();
        // Commit what came before; the next run starts at the gap and answers 409.
        await flushRun(state);
        return commitRun(tx, clientID, results, last, now);
      }
      version ??= await nextVersion(tx);
      state ??= createRunState(tx, version, now);
      const serverTx = (context.around ?? noEffects)(
        createServerTransaction(tx, context.actor, now, state),
        tx,
        mutation,
      );
      let execution: Execution;
      try {
        execution = await execute(serverTx, mutation.name, mutation.args);
      } catch {
        throw new NeedsIsolation(index);
      }
      if (execution.status === 'rejected') {
        if (serverTx.writes > 0) throw new NeedsIsolation(index);
        await recordRejection(tx, clientID, mutation, execution, now);
      }
      results.push(resultOf(mutation.id, execution));
      last = mutation.id;
    }
    await flushRun(state);
    return commitRun(tx, clientID, results, last, now);
  });
}

/** The database may refuse a buffered body only now; which mutation sent it is unknown, so isolate from the first. */
async function flushRun(state: RunState | null): Promise<void> {
  try {
    await state?.flush();
  } catch {
    throw new NeedsIsolation(0);
  }
}

async function commitRun(
  tx: Tx,
  clientID: string,
  results: MutationResult[],
  last: number,
  now: string,
): Promise<BatchOutcome> {
  await advanceClient(tx, clientID, last, now);
  return { results, last };
}

async function applyAlone(context: PushContext, clientID: string, mutation: Mutation): Promise<BatchOutcome> {
  const execute = context.execute ?? executeMutation;
  const now = context.clock().toISOString();
  try {
    return await context.db.transaction(async (tx: Tx) => {
      const last = await lockClient(tx, clientID, context.userId, now);
      if (mutation.id <= last) return { results: [await storedResult(tx, clientID, mutation.id)], last };
      if (mutation.id > last + 1) throw contiguityError();
      const version = await nextVersion(tx);
      const execution = await inSavepoint(tx, context, now, version, execute, mutation);
      if (execution.status === 'rejected') await recordRejection(tx, clientID, mutation, execution, now);
      return commitRun(tx, clientID, [resultOf(mutation.id, execution)], mutation.id, now);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw retryLater();
  }
}

/** Thrown inside the savepoint so a refused mutation leaves none of its writes behind. */
class Refused extends Error {
  constructor(readonly execution: Rejected) {
    super(execution.code);
  }
}

async function inSavepoint(
  tx: Tx,
  context: Pick<PushContext, 'actor' | 'around'>,
  now: string,
  version: number,
  execute: Executor,
  mutation: Mutation,
): Promise<Execution> {
  try {
    return await tx.transaction(async (savepoint: Tx) => {
      const state = createRunState(savepoint, version, now);
      const serverTx = createServerTransaction(savepoint, context.actor, now, state);
      const execution = await execute(
        (context.around ?? noEffects)(serverTx, savepoint, mutation),
        mutation.name,
        mutation.args,
      );
      if (execution.status === 'rejected') throw new Refused(execution);
      // Inside the savepoint, so a body the database refuses is undone with the rest.
      await state.flush();
      return execution;
    });
  } catch (error) {
    if (error instanceof Refused) return error.execution;
    // Data the database refuses (bad text, out-of-range number) will be refused on every retry too.
    const code = permanentDatabaseError(error);
    if (code !== null) return rejection(code, code);
    throw error;
  }
}
