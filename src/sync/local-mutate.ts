import type { FitoutDatabase } from '../db/database';
import { mutate as mutateLocal } from '../db/mutate';
import { mutators } from '../domain/mutators/registry';
import type { Actor } from '../domain/mutators/transaction';
import type { Mutate } from './client';

/**
 * Every mutator, run on the device's store as `actor`; `onApplied` hears each change that applied.
 * Apart from the worker client, so trial mode (which never pushes) does not download comlink.
 */
export function localMutate(db: FitoutDatabase, actor: Actor, onApplied: () => void): Mutate {
  return Object.fromEntries(
    Object.keys(mutators).map((name) => [
      name,
      async (args: unknown) => {
        const result = await mutateLocal(db, actor, name, args);
        if (result.ok) onApplied();
        return result;
      },
    ]),
  ) as Mutate;
}
