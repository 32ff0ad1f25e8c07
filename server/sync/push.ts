import type { Execution } from '../../src/domain/mutators/execute';
import { executeMutation } from '../../src/domain/mutators/execute';
import type { Actor, Transaction } from '../../src/domain/mutators/transaction';
import type { MutationResult, PushRequest, PushResponse } from '../../src/domain/sync/protocol.schema';
import type { Db, Tx } from '../db/client';
import { nextVersion } from '../db/versions';
import { AppError } from '../http/app-error';
import { permanentDatabaseError } from './database-errors';
import { createServerTransaction } from './server-transaction';
import { advanceClient, lockClient, notifyChange, recordRejection, storedResult } from './sync-clients';

export type Executor = (tx: Transaction, name: string, args: unknown) => Promise<Execution>;

export interface PushContext {
  db: Db;
  actor: Actor;
  userId: string;
  clock: () => Date;
  /** The mutator runner; tests swap it to inject faults. */
  execute?: Executor;
}

/** Thrown inside the savepoint so a refused mutation leaves none of its writes behind. */
class Refused extends Error {
  constructor(readonly execution: Extract<Execution, { status: 'rejected' }>) {
    super(execution.code);
  }
}

/** The batch stops here; the client retries it later (earlier mutations stay applied). */
export const retryLater = () => new AppError(503, 'internal');

/**
 * Applies a batch in order, each mutation in its own SQL transaction that also moves the
 * client's lastMutationID: exactly once, whatever is replayed. A permanent refusal is recorded and
 * counts as processed; anything else rolls its transaction back and answers 503.
 */
export async function push(context: PushContext, request: PushRequest): Promise<PushResponse> {
  const execute = context.execute ?? executeMutation;
  const results: MutationResult[] = [];
  let lastMutationID = 0;
  for (const mutation of request.mutations) {
    const now = context.clock().toISOString();
    let outcome: { result: MutationResult; last: number };
    try {
      outcome = await context.db.transaction(async (tx: Tx) => {
        const last = await lockClient(tx, request.clientID, context.userId, now);
        if (mutation.id <= last)
          return { result: await storedResult(tx, request.clientID, mutation.id), last };
        // Ids are contiguous per client; a gap means the client lost part of its queue.
        if (mutation.id > last + 1) throw new AppError(409, 'conflict');
        const version = await nextVersion(tx);
        const execution = await applyInSavepoint(tx, context.actor, now, version, execute, mutation);
        if (execution.status === 'rejected') {
          await recordRejection(tx, request.clientID, mutation, execution, now);
        } else {
          await notifyChange(tx, version);
        }
        await advanceClient(tx, request.clientID, mutation.id, now);
        const result: MutationResult =
          execution.status === 'applied'
            ? { id: mutation.id, status: 'applied' }
            : {
                id: mutation.id,
                status: 'rejected',
                error: { code: execution.code, detail: execution.detail },
              };
        return { result, last: mutation.id };
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw retryLater();
    }
    results.push(outcome.result);
    lastMutationID = outcome.last;
  }
  return { lastMutationID, results };
}

async function applyInSavepoint(
  tx: Tx,
  actor: Actor,
  now: string,
  version: number,
  execute: Executor,
  mutation: { name: string; args: unknown },
): Promise<Execution> {
  try {
    return await tx.transaction(async (savepoint: Tx) => {
      const execution = await execute(
        createServerTransaction(savepoint, actor, now, version),
        mutation.name,
        mutation.args,
      );
      if (execution.status === 'rejected') throw new Refused(execution);
      return execution;
    });
  } catch (error) {
    if (error instanceof Refused) return error.execution;
    // Data the database refuses (bad text, out-of-range number) will be refused on every retry too.
    const code = permanentDatabaseError(error);
    if (code !== null) return { status: 'rejected', code, detail: code };
    throw error;
  }
}
