export { defineMutator, MutatorError, type Mutator } from './define-mutator';
export { executeMutation, type Execution } from './execute';
export { createMemoryTransaction, type MemoryStore } from './memory-transaction';
export { findMutator, mutators, type MutatorArgs, type MutatorName } from './registry';
export type { Actor, Transaction } from './transaction';
