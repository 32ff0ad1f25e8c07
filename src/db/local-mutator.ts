import type { MutatorLookUp, RunnableMutator } from '../domain/mutators/execute';

/** The mutators the local store runs by name: the domain's, or stand-ins in tests. */
export type LocalMutators = Readonly<Record<string, RunnableMutator>>;

/** The pipeline's look-up over `mutators`: own names only, so `toString` names no mutator. */
export function lookUpIn(mutators: LocalMutators): MutatorLookUp {
  return (name) => (Object.hasOwn(mutators, name) ? mutators[name] : undefined);
}
