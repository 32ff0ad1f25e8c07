import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { containsNul } from '../text.schema';
import { MutatorError } from './define-mutator';
import { findMutator } from './registry';
import type { Transaction } from './transaction';

export type Execution = { status: 'applied' } | { status: 'rejected'; code: ErrorCode; detail: string };

/**
 * Validates, authorizes and runs one mutation on `tx`. A permanent refusal (unknown name, invalid
 * args, permission, missing row, conflict) comes back as data; anything else is thrown, because it
 * may succeed on a retry and the caller must not count the mutation as processed.
 */
export async function executeMutation(tx: Transaction, name: string, rawArgs: unknown): Promise<Execution> {
  const mutator = findMutator(name);
  if (mutator === undefined)
    return { status: 'rejected', code: 'validation', detail: `unknown mutator ${name}` };
  // Every entity's text ends up in jsonb, which cannot hold a NUL: one check here covers them all.
  if (containsNul(rawArgs)) return { status: 'rejected', code: 'validation', detail: 'invalid_character' };
  const parsed = mutator.args.safeParse(rawArgs);
  if (!parsed.success)
    return { status: 'rejected', code: 'validation', detail: z.prettifyError(parsed.error) };
  const refusal = await mutator.authorize(tx.actor, parsed.data, tx);
  if (refusal !== null) return { status: 'rejected', code: refusal, detail: refusal };
  try {
    await mutator.run(tx, parsed.data);
  } catch (error) {
    if (error instanceof MutatorError) return { status: 'rejected', code: error.code, detail: error.message };
    // A body that builds a row through its schema can also refuse it.
    if (error instanceof z.ZodError)
      return { status: 'rejected', code: 'validation', detail: z.prettifyError(error) };
    throw error;
  }
  return { status: 'applied' };
}
