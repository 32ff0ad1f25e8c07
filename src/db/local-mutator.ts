import type { z } from 'zod';
import type { Actor, Transaction } from '../domain/mutators/transaction';

/** What the local store needs of a domain mutator (src/domain/mutators): its args schema, rule and body. */
export interface LocalMutator {
  readonly args: z.ZodType;
  authorize(actor: Actor, args: unknown, tx: Transaction): Promise<string | null> | string | null;
  run(tx: Transaction, args: unknown): Promise<unknown>;
}

export type LocalMutators = Readonly<Record<string, LocalMutator>>;
