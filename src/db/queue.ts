import { liveQuery } from 'dexie';
import type { ErrorCode } from '../domain/errors';
import type { Mutation, PushResponse } from '../domain/sync/protocol.schema';
import type { FitoutDatabase, QueuedMutation, RejectedMutation } from './database';
import { ensureClientID } from './client-identity';

/** The oldest mutations not yet acknowledged by a push, in id order. */
export async function pendingBatch(
  db: FitoutDatabase,
  limit: number,
): Promise<{ clientID: string; mutations: Mutation[] }> {
  return db.transaction('rw', db.meta, db.mutations, async () => {
    const clientID = await ensureClientID(db);
    const rows = await db.mutations.where('status').equals('pending').limit(limit).toArray();
    return {
      clientID,
      mutations: rows.map(({ id, name, args, createdAt }) => ({ id, name, args, createdAt })),
    };
  });
}

/**
 * Records a push answer in one transaction: accepted ones wait for a pull to confirm them, refused
 * ones move to `rejected` with their reason and the args they carried.
 */
export async function recordPushResults(
  db: FitoutDatabase,
  response: PushResponse,
  rejectedAt: string,
): Promise<number> {
  return db.transaction('rw', db.mutations, db.rejected, async () => {
    const queued = await db.mutations.bulkGet(response.results.map((result) => result.id));
    const refused: RejectedMutation[] = [];
    const accepted: number[] = [];
    response.results.forEach((result, index) => {
      const mutation = queued[index];
      // Already recorded by an earlier answer (a duplicate delivery): nothing to do.
      if (!mutation) return;
      if (result.status === 'rejected') refused.push(toRejected(mutation, result.error, rejectedAt));
      else accepted.push(result.id);
    });
    await db.rejected.bulkAdd(refused);
    await db.mutations.bulkDelete(refused.map((r) => r.mutationID));
    await db.mutations.where('id').anyOf(accepted).modify({ status: 'pushed' });
    // The server has processed everything up to its lastMutationID, even what this answer omits.
    await db.mutations
      .where('id')
      .belowOrEqual(response.lastMutationID)
      .and((m) => m.status === 'pending')
      .modify({ status: 'pushed' });
    return refused.length;
  });
}

function toRejected(
  queued: QueuedMutation,
  error: { code: ErrorCode; detail: string },
  rejectedAt: string,
): RejectedMutation {
  return {
    mutationID: queued.id,
    name: queued.name,
    args: queued.args,
    createdAt: queued.createdAt,
    code: error.code,
    detail: error.detail,
    rejectedAt,
    ...(queued.subject === undefined ? {} : { subject: queued.subject }),
  };
}

/** The user has read a refused change (and kept what it carried, if needed): take it off the list. */
export async function dismissRejected(db: FitoutDatabase, seq: number): Promise<void> {
  await db.rejected.delete(seq);
}

/** When the oldest change no push has delivered yet was made (its device time), null when none waits. */
export async function oldestPendingAt(db: FitoutDatabase): Promise<string | null> {
  const oldest = await db.mutations.where('status').equals('pending').first();
  return oldest?.createdAt ?? null;
}

/** Changes the server has not confirmed, and photos whose bytes it has not received: a wipe would lose both. */
export async function countUnsent(db: FitoutDatabase): Promise<number> {
  const [queued, photos] = await Promise.all([
    db.mutations.count(),
    db.photoBlobs.where('status').equals('pending').count(),
  ]);
  return queued + photos;
}

/**
 * Calls back with the number of queued mutations whenever it changes, in this tab or another one
 * (Dexie propagates writes across tabs and workers). Returns the unsubscribe function.
 */
export function watchQueue(
  db: FitoutDatabase,
  onChange: (counts: {
    queued: number;
    unpushed: number;
    photosWaiting: number;
    oldestQueuedID: number | null;
  }) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () => ({
    queued: await db.mutations.count(),
    unpushed: await db.mutations.where('status').equals('pending').count(),
    // A photo's row is a mutation, its bytes are not: both must reach the server before anything is "sent".
    photosWaiting: await db.photoBlobs.where('status').equals('pending').count(),
    oldestQueuedID: (await db.mutations.orderBy('id').first())?.id ?? null,
  })).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
