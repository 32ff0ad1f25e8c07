import type { FitoutDatabase } from '../../db/database';
import type { Actor } from '../../domain/mutators/transaction';
import type { SyncClient, SyncClientStatus } from '../client';
import { localMutate } from '../local-mutate';
import { initialSyncStatus } from '../status';

/** Nothing syncs in trial mode, and nothing is queued: the draft screens read a settled status. */
const trialStatus: SyncClientStatus = {
  ...initialSyncStatus,
  queueCounted: true,
  leader: true,
  storage: null,
};

/**
 * The sync client of trial mode: the same mutators on the trial database, optimistic preview
 * included. Nothing is ever pushed (there is no account to push as): `onApplied` hears each
 * applied change, and the trial saver sends the whole draft to the trial API instead.
 */
export function createTrialClient(db: FitoutDatabase, actor: Actor, onApplied: () => void): SyncClient {
  return {
    getStatus: () => trialStatus,
    subscribe: () => () => undefined,
    mutate: localMutate(db, actor, onApplied),
    setSession: () => undefined,
    poke: () => undefined,
    stop: () => undefined,
  };
}
