import { z } from 'zod';
import { fieldIssuesOf, type ErrorCode } from '../errors';
import { containsNul } from '../text.schema';
import { MutatorError } from './define-mutator';
import { findMutator } from './registry';
import { rejection, type Rejection } from './refusal';
import type { Actor, Transaction } from './transaction';

export type Execution = { status: 'applied' } | Rejection;

/** What the pipeline needs of a mutator; the client's tests put stand-ins of this shape in its place. */
export interface RunnableMutator {
  readonly args: z.ZodType;
  authorize(actor: Actor, args: unknown, tx: Transaction): Promise<ErrorCode | null> | ErrorCode | null;
  run(tx: Transaction, args: unknown): Promise<unknown>;
}

export type MutatorLookUp = (name: string) => RunnableMutator | undefined;

/** A mutation whose mutator is known and whose args passed its schema: ready to run on a transaction. */
export interface PreparedMutation {
  readonly status: 'prepared';
  readonly mutator: RunnableMutator;
  readonly args: unknown;
}

function invalid(error: z.ZodError): Rejection {
  return rejection('validation', z.prettifyError(error), fieldIssuesOf(error));
}

/**
 * Look-up and parse, the steps that need no transaction: the client does them before opening one,
 * so a refusal comes back without touching the store.
 */
export function prepareMutation(
  name: string,
  rawArgs: unknown,
  lookUp: MutatorLookUp = findMutator,
): PreparedMutation | Rejection {
  const mutator = lookUp(name);
  if (mutator === undefined) return rejection('validation', `unknown mutator ${name}`);
  // Every entity's text ends up in jsonb, which cannot hold a NUL: one check here covers them all.
  if (containsNul(rawArgs)) return rejection('validation', 'invalid_character');
  const parsed = mutator.args.safeParse(rawArgs);
  if (!parsed.success) return invalid(parsed.error);
  return { status: 'prepared', mutator, args: parsed.data };
}

/**
 * Authorize and run parsed `args` on `tx`: a refusal of the rule or of the body (a MutatorError,
 * or the ZodError of a row it builds through its schema) comes back as data; anything else throws.
 */
export async function runPrepared(
  tx: Transaction,
  mutator: RunnableMutator,
  args: unknown,
): Promise<Execution> {
  const code = await mutator.authorize(tx.actor, args, tx);
  if (code !== null) return rejection(code, code);
  try {
    await mutator.run(tx, args);
  } catch (error) {
    if (error instanceof MutatorError) return rejection(error.code, error.message);
    if (error instanceof z.ZodError) return invalid(error);
    throw error;
  }
  return { status: 'applied' };
}

/**
 * Validates, authorizes and runs one mutation on `tx`: the one pipeline of the server's push and of
 * the client's mutate, preview and rebase. A permanent refusal (unknown name, invalid args,
 * permission, missing row, conflict) comes back as data; anything else is thrown, because it may
 * succeed on a retry and the caller must not count the mutation as processed.
 */
export async function executeMutation(
  tx: Transaction,
  name: string,
  rawArgs: unknown,
  lookUp: MutatorLookUp = findMutator,
): Promise<Execution> {
  const prepared = prepareMutation(name, rawArgs, lookUp);
  return prepared.status === 'prepared' ? runPrepared(tx, prepared.mutator, prepared.args) : prepared;
}
