import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Actor, Transaction } from './transaction';

/**
 * A named change. `authorize` runs before `run` on the server (and, optimistically, on the client);
 * it answers null (allowed) or the error code of the refusal. `run` is the one body both sides
 * execute; it may throw a MutatorError for a refusal only the data can reveal (row gone, conflict).
 */
export interface Mutator<TName extends string, TArgs extends z.ZodType> {
  name: TName;
  args: TArgs;
  authorize(actor: Actor, args: z.output<TArgs>, tx: Transaction): Promise<ErrorCode | null>;
  run(tx: Transaction, args: z.output<TArgs>): Promise<void>;
}

export function defineMutator<const TName extends string, TArgs extends z.ZodType>(
  mutator: Mutator<TName, TArgs>,
): Mutator<TName, TArgs> {
  return mutator;
}

/** A permanent refusal raised by a mutator body; the server records it and moves on. */
export class MutatorError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = 'MutatorError';
    this.code = code;
  }
}

/** The refusal of a create whose id already names a row (live or deleted). */
export function idTaken(entity: string, id: string): MutatorError {
  return new MutatorError('conflict', `${entity} ${id} exists`);
}

/** The refusal of an update whose row is not there (any more). */
export function rowMissing(entity: string, id: string): MutatorError {
  return new MutatorError('not_found', `${entity} ${id}`);
}
